import sharp from 'sharp';
const parts = [];
let left = 10;
for (const s of [16, 32, 48, 128]) {
  const b = await sharp('public/favicon.svg', { density: 72 * s / 32 * 4 }).resize(s, s).png().toBuffer();
  // upscale small ones with nearest to see pixels
  const big = await sharp(b).resize(s <= 48 ? s * 4 : s, null, { kernel: 'nearest' }).png().toBuffer();
  const m = await sharp(big).metadata();
  parts.push({ input: big, left, top: 10 });
  left += m.width + 20;
}
await sharp({ create: { width: left, height: 220, channels: 4, background: '#ffffff' } }).composite(parts).png().toFile('/tmp/fav.png');
