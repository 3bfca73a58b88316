import sharp from 'sharp';
const [,, inp, out, w, bg] = process.argv;
const img = sharp(inp, { density: 300 }).resize({ width: +w });
const buf = await img.png().toBuffer();
const m = await sharp(buf).metadata();
await sharp({ create: { width: m.width + 40, height: m.height + 40, channels: 4, background: bg || '#F4EFE6' } })
  .composite([{ input: buf, left: 20, top: 20 }]).png().toFile(out);
