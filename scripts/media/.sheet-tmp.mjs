import sharp from 'sharp';
import fs from 'node:fs';
const files = fs.readdirSync('src/assets/media').filter(f => f.endsWith('.jpg')).sort();
const tiles = [];
for (let i = 0; i < files.length; i++) {
  const m = await sharp(`src/assets/media/${files[i]}`).metadata();
  const t = await sharp(`src/assets/media/${files[i]}`).resize(300, 190, { fit: 'contain', background: '#fff' }).toBuffer();
  const label = Buffer.from(`<svg width="300" height="20"><text x="2" y="15" font-size="13" font-family="DejaVu Sans">${files[i]} ${m.width}x${m.height}</text></svg>`);
  tiles.push({ input: t, left: (i % 4) * 310, top: Math.floor(i / 4) * 215 });
  tiles.push({ input: label, left: (i % 4) * 310, top: Math.floor(i / 4) * 215 + 192 });
}
await sharp({ create: { width: 1240, height: 215 * Math.ceil(files.length / 4), channels: 3, background: '#fff' } }).composite(tiles).png().toFile('/tmp/sheet.png');
