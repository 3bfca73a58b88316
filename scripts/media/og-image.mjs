// The default Open Graph image (1200x630): the lake at dusk under a soft ink gradient, with the
// firm's light logo and a line of small capitals. Run: node scripts/media/og-image.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { font, text } from './type.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const W = 1200;
const H = 630;
const photo = path.join(root, 'src/assets/media/lake-dusk.jpg');
const out = path.join(root, 'src/assets/brand/og-default.jpg');

// the light logo, scaled to 760 px wide, as an inner <svg> (it keeps its own viewBox)
const logoSvg = fs.readFileSync(path.join(root, 'src/assets/brand/logo-light.svg'), 'utf8');
const [, vbW, vbH] = logoSvg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/).map(Number);
const logoW = 760;
const logoH = (logoW * vbH) / vbW;
const logoX = (W - logoW) / 2;
const logoY = 250 - logoH / 2;
const inner = logoSvg
  .replace(/<title>.*?<\/title>/s, '')
  .replace(/<svg[^>]*>/, `<svg x="${logoX}" y="${logoY}" width="${logoW}" height="${logoH}" viewBox="0 0 ${vbW} ${vbH}">`);

const line = text('LUXURY HOSPITALITY AND REAL ESTATE  ·  LAKE MAGGIORE', {
  f: font('inter'),
  size: 17,
  x: W / 2,
  y: logoY + logoH + 74,
  tracking: 0.32,
  anchor: 'middle',
});

const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0E1C2B" stop-opacity="0.72"/>
      <stop offset="0.55" stop-color="#0E1C2B" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#0E1C2B" stop-opacity="0.78"/>
    </linearGradient>
    <radialGradient id="v" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#0E1C2B" stop-opacity="0"/>
      <stop offset="1" stop-color="#0E1C2B" stop-opacity="0.45"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <rect width="${W}" height="${H}" fill="url(#v)"/>
  ${inner}
  <path d="M${W / 2 - 40} ${logoY + logoH + 34}H${W / 2 + 40}" stroke="#B08D57" stroke-width="1.5"/>
  <path d="${line.d}" fill="#F4EFE6" stroke="#F4EFE6" stroke-width="0.35" stroke-linejoin="round"/>
</svg>`;

await sharp(photo)
  .resize(W, H, { fit: 'cover', position: 'centre' })
  .composite([{ input: Buffer.from(overlay) }])
  .jpeg({ quality: 84, mozjpeg: true })
  .toFile(out);
console.log(path.relative(root, out), fs.statSync(out).size, 'bytes');
