import sharp from 'sharp';
const name = process.argv[2];
const m = await sharp(`src/assets/media/${name}.jpg`).metadata();
const w = 800, h = Math.round(800 * m.height / m.width);
let lines = '';
for (let i = 1; i < 10; i++) {
  lines += `<line x1="${i*w/10}" y1="0" x2="${i*w/10}" y2="${h}" stroke="yellow" stroke-width="1" opacity="0.7"/><text x="${i*w/10+2}" y="14" fill="yellow" font-size="13" font-family="DejaVu Sans">${i*10}</text>`;
  lines += `<line x1="0" y1="${i*h/10}" x2="${w}" y2="${i*h/10}" stroke="yellow" stroke-width="1" opacity="0.7"/><text x="2" y="${i*h/10-2}" fill="yellow" font-size="13" font-family="DejaVu Sans">${i*10}</text>`;
}
await sharp(`src/assets/media/${name}.jpg`).resize(w, h).composite([{ input: Buffer.from(`<svg width="${w}" height="${h}">${lines}</svg>`) }]).png().toFile(`/tmp/grid-${name}.png`);
