// Draws the firm's logo, its wordmark for the site's pages, the favicon and the six brand wordmarks as SVG.
// Letterforms are outlined (see type.mjs), so the files render the same everywhere.
// Run: node scripts/media/logos.mjs
import fs from 'node:fs';
import path from 'node:path';
import { font, text, num as n } from './type.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const INK = '#14283C';
const IVORY = '#F4EFE6';
const BRASS = '#B08D57';

const write = (rel, svg) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg.replace(/\n\s*/g, '\n').trim() + '\n');
  console.log(rel, fs.statSync(file).size, 'bytes');
};

/* ---------- the firm's mark: a "V" for the valley of the lake, on its horizon, in a ring ---------- */

function mark(color, { ox = 0, oy = 0, size = 100 } = {}) {
  const k = size / 100;
  const cg = font('cormorant', 500);
  const v = text('V', { f: cg, size: 74 * k, x: ox + 50 * k, y: oy + 66 * k, anchor: 'middle' });
  const line = (x1, x2, y, w) =>
    `<path d="M${n(ox + x1 * k)} ${n(oy + y * k)}H${n(ox + x2 * k)}" stroke="${color}" stroke-width="${n(w * k)}" stroke-linecap="round"/>`;
  return `<g fill="${color}">
    <circle cx="${n(ox + 50 * k)}" cy="${n(oy + 50 * k)}" r="${n(47.5 * k)}" fill="none" stroke="${color}" stroke-width="${n(1.8 * k)}"/>
    <path d="${v.d}"/>
    ${line(14, 86, 67.2, 1.5)}
    ${line(33, 67, 74.5, 1.3)}
    ${line(42, 58, 81.5, 1.2)}
  </g>`;
}

function logo(color) {
  const cg = font('cormorant', 600);
  const H = 100;
  const size = 43;
  const gap = 30;
  const word = text('VERBANO CAPITAL', { f: cg, size, x: H + gap, y: 0, tracking: 0.19 });
  // centre the capitals on the mark's middle
  const base = 50 + word.capHeight / 2;
  const w2 = text('VERBANO CAPITAL', { f: cg, size, x: H + gap, y: base, tracking: 0.19 });
  const W = Math.ceil(w2.right + 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Verbano Capital">
    <title>Verbano Capital</title>
    ${mark(color)}
    <path fill="${color}" d="${w2.d}"/>
  </svg>`;
}

write('src/assets/brand/logo.svg', logo(INK));
// The site draws the logo from this one file (`<use href="wordmark.svg#wordmark">`), cached once
// instead of inlined on every page; it takes the colour of the text around it. Its first 100
// units are the mark alone, so a 100 × 100 view of it is the monogram.
write(
  'src/assets/brand/wordmark.svg',
  logo('currentColor')
    .replace(/ role="img" aria-label="[^"]*"/, '')
    .replace(/<title>.*<\/title>/, '<g id="wordmark">')
    .replace('</svg>', '</g></svg>'),
);

/* ---------- favicon: the mark simplified to read at 16 px ---------- */
// At 16 px a typeface's hairlines vanish, so the V is drawn here with a thick and a thin stroke
// (the contrast of the serif V) on whole-pixel widths, the horizon and one ripple in brass.
write('public/favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <rect width="32" height="32" rx="7" fill="${INK}"/>
  <path fill="${IVORY}" d="M7.2 5H13.2L17.4 20.6H15.2Z M20.6 5H23.6L17.4 20.6H15.8Z M5.8 5H14.6V6.3H5.8Z M19.2 5H25.8V6.3H19.2Z"/>
  <path d="M5 23.4H27" stroke="${BRASS}" stroke-width="2" stroke-linecap="round"/>
  <path d="M11 27.2H21" stroke="${BRASS}" stroke-width="1.6" stroke-linecap="round"/>
</svg>`);

/* ---------- the six brands' wordmarks: ivory on transparent, to sit on a photograph ---------- */

const W = 400;
const H = 120;
const C = W / 2;
const brand = (slug, name, body) =>
  write(`src/assets/media/brands/${slug}-logo.svg`, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${name}">
    <title>${name}</title>
    <g fill="${IVORY}" stroke="none">${body}</g>
  </svg>`);
const hline = (x1, x2, y, w = 1) => `<path d="M${n(x1)} ${n(y)}H${n(x2)}" stroke="${IVORY}" stroke-width="${w}" fill="none"/>`;
// Inter at 400 made heavier by an outline of the given width (user units)
const weight = (d, w) => `<path d="${d}" stroke="${IVORY}" stroke-width="${w}" stroke-linejoin="round"/>`;
const diamond = (cx, cy, r) => `<path d="M${n(cx)} ${n(cy - r)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r)} ${n(cy)}Z"/>`;

// Villa Orselina: a hillside villa in the sun. A rising half-sun, VILLA in small tracked capitals
// between rules, the name in a large italic.
{
  const small = text('VILLA', { f: font('inter'), size: 10.5, x: C, y: 44, tracking: 0.55, anchor: 'middle' });
  const name = text('Orselina', { f: font('cormorant', 500, 'italic'), size: 60, x: C, y: 94, tracking: 0.01, anchor: 'middle' });
  const rays = [-60, -30, 0, 30, 60]
    .map((a) => {
      const t = ((a - 90) * Math.PI) / 180;
      return `M${n(C + Math.cos(t) * 11)} ${n(26 + Math.sin(t) * 11)}L${n(C + Math.cos(t) * 15.5)} ${n(26 + Math.sin(t) * 15.5)}`;
    })
    .join('');
  brand('villa-orselina', 'Villa Orselina', `
    <path d="M${C - 7} 26A7 7 0 0 1 ${C + 7} 26Z"/>
    <path d="${rays}" stroke="${IVORY}" stroke-width="1.2" stroke-linecap="round" fill="none"/>
    ${hline(C - 62, small.left - 12, 40.5, 0.9)}${hline(small.right + 12, C + 62, 40.5, 0.9)}
    ${weight(small.d, 0.4)}
    <path d="${name.d}"/>`);
}

// La Barca Blu: a boat restaurant on the water. Light lowercase, a hull and a wave beneath.
{
  const name = text('la barca blu', { f: font('cormorant', 500), size: 64, x: C, y: 70, tracking: 0.03, anchor: 'middle' });
  const waveW = 84;
  let wave = `M${n(C - waveW / 2)} 96`;
  const periods = 4;
  const pw = waveW / periods;
  for (let i = 0; i < periods; i++) {
    const x = C - waveW / 2 + i * pw;
    wave += `Q${n(x + pw / 4)} 92.5 ${n(x + pw / 2)} 96T${n(x + pw)} 96`;
  }
  brand('la-barca-blu', 'La Barca Blu', `
    <path d="${name.d}"/>
    <path d="M${C - 24} 83H${C + 24}Q${C + 20} 89.5 ${C + 12} 89.5H${C - 12}Q${C - 20} 89.5 ${C - 24} 83Z"/>
    <path d="${wave}" stroke="${IVORY}" stroke-width="1.3" fill="none" stroke-linecap="round"/>`);
}

// Casa Baronada: a members' club in an old house. Heavy capitals framed by diamonds and a double rule.
{
  const small = text('CASA', { f: font('cormorant', 700), size: 18, x: C, y: 33, tracking: 0.7, anchor: 'middle' });
  const name = text('BARONADA', { f: font('cormorant', 700), size: 48, x: C, y: 80, tracking: 0.13, anchor: 'middle' });
  brand('casa-baronada', 'Casa Baronada', `
    ${diamond(small.left - 16, 27.5, 3)}${diamond(small.right + 16, 27.5, 3)}
    <path d="${small.d}"/>
    <path d="${name.d}"/>
    ${hline(name.left, name.right, 93, 1.6)}${hline(name.left, name.right, 97.5, 0.8)}`);
}

// Yachtsport Resort: sailing and sport. A sail above a sans-serif name, RESORT between rules.
{
  const name = text('YACHTSPORT', { f: font('inter'), size: 30, x: C, y: 80, tracking: 0.2, anchor: 'middle' });
  const small = text('RESORT', { f: font('inter'), size: 10.5, x: C, y: 102, tracking: 0.85, anchor: 'middle' });
  brand('yachtsport-resort', 'Yachtsport Resort', `
    <path d="M${C + 1} 12L${C + 1} 42H${C + 19}Z"/>
    <path d="M${C - 1.5} 17L${C - 1.5} 42H${C - 14}Z"/>
    <path d="M${C - 20} 45.5H${C + 24}L${C + 19} 50H${C - 16}Z"/>
    ${weight(name.d, 1.2)}
    ${hline(name.left, small.left - 14, 98.2, 1)}${hline(small.right + 14, name.right, 98.2, 1)}
    ${weight(small.d, 0.3)}`);
}

// Brissago Marina: a harbour. A compass star in a ring beside the name, set left-aligned.
{
  const cx = 62;
  const cy = 60;
  const star = (R, r, rot) => {
    let d = '';
    for (let i = 0; i < 8; i++) {
      const a = rot + (i * Math.PI) / 4;
      const rad = i % 2 === 0 ? R : r;
      d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rad)} ${n(cy + Math.sin(a) * rad)}`;
    }
    return d + 'Z';
  };
  const name = text('BRISSAGO', { f: font('cormorant', 600), size: 44, x: 128, y: 62, tracking: 0.2 });
  const small = text('MARINA', { f: font('inter'), size: 11, x: 129, y: 86, tracking: 0.9 });
  brand('brissago-marina', 'Brissago Marina', `
    <circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="${IVORY}" stroke-width="1.2"/>
    <circle cx="${cx}" cy="${cy}" r="29.5" fill="none" stroke="${IVORY}" stroke-width="0.6"/>
    <path d="${star(16, 4.2, Math.PI / 4)}" opacity="0.55"/>
    <path d="${star(26, 4.6, -Math.PI / 2)}"/>
    <path d="M108 30V90" stroke="${IVORY}" stroke-width="0.9" fill="none"/>
    <path d="${name.d}"/>
    ${hline(small.right + 12, name.right, 82.2, 0.9)}
    ${weight(small.d, 0.4)}`);
}

// Villa Elisa: a private villa. An italic E in a thin diamond, light wide capitals, a rule with a point.
{
  const name = text('VILLA ELISA', { f: font('cormorant', 500), size: 36, x: C, y: 86, tracking: 0.32, anchor: 'middle' });
  const e = text('E', { f: font('cormorant', 500, 'italic'), size: 30, x: C + 0.5, y: 36.5, anchor: 'middle' });
  const d = 20;
  brand('villa-elisa', 'Villa Elisa', `
    <path d="M${C} ${27 - d}L${C + d} 27L${C} ${27 + d}L${C - d} 27Z" fill="none" stroke="${IVORY}" stroke-width="1"/>
    <path d="${e.d}"/>
    ${hline(name.left, C - 8, 102, 0.8)}${hline(C + 8, name.right, 102, 0.8)}
    ${diamond(C, 102, 2.6)}
    <path d="${name.d}"/>`);
}
