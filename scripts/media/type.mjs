// Letterforms as SVG paths, so that logos never depend on fonts a visitor may lack.
// Glyph outlines come from the self-hosted @fontsource packages (SIL Open Font License).
import fs from 'node:fs';
import path from 'node:path';
import { create } from 'fontkitten';

const root = path.resolve(import.meta.dirname, '../..');
const cache = new Map();

/**
 * Cormorant Garamond by weight and style, or Inter. Inter comes only as a variable WOFF2, whose
 * variations the parser cannot apply, so it is its default instance (Regular, 400); a heavier
 * Inter is drawn with an outline stroke of the same colour (see `weight` in logos.mjs).
 */
export function font(family, weight = 400, style = 'normal') {
  const key = `${family}-${weight}-${style}`;
  if (cache.has(key)) return cache.get(key);
  let f;
  if (family === 'cormorant') {
    f = create(fs.readFileSync(path.join(root, `node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-${weight}-${style}.woff2`)));
  } else if (family === 'inter') {
    if (weight !== 400) throw new Error('Inter is available at 400 only');
    f = create(fs.readFileSync(path.join(root, `node_modules/@fontsource-variable/inter/files/inter-latin-wght-${style}.woff2`)));
  } else throw new Error(`unknown font ${family}`);
  cache.set(key, f);
  return f;
}

const r = (n) => {
  const v = Math.round(n * 100) / 100;
  return Object.is(v, -0) ? '0' : String(v);
};

/**
 * Lays out one line of text and returns its outline as path data.
 * size: font size in user units; tracking: extra space between letters in em;
 * kern: optional map of letter pairs to extra space in em; anchor: start | middle | end;
 * y is the baseline.
 */
export function text(str, { f, size, x = 0, y = 0, tracking = 0, kern = {}, anchor = 'start' }) {
  const s = size / f.unitsPerEm;
  const chars = [...str];
  const glyphs = chars.map((c) => f.glyphForCodePoint(c.codePointAt(0)));
  // advance positions
  const xs = [];
  let pen = 0;
  glyphs.forEach((g, i) => {
    xs.push(pen);
    pen += g.advanceWidth * s;
    if (i < glyphs.length - 1) pen += (tracking + (kern[chars[i] + chars[i + 1]] ?? 0)) * size;
  });
  // visual width: from the first glyph's ink to the last glyph's ink
  const first = glyphs[0].bbox.minX * s;
  const last = xs[xs.length - 1] + glyphs[glyphs.length - 1].bbox.maxX * s;
  const inkWidth = last - first;
  const x0 = anchor === 'middle' ? x - first - inkWidth / 2 : anchor === 'end' ? x - last : x - first;
  let d = '';
  glyphs.forEach((g, i) => {
    const ox = x0 + xs[i];
    for (const { command, args } of g.path.commands) {
      const p = [];
      for (let k = 0; k < args.length; k += 2) p.push(r(ox + args[k] * s), r(y - args[k + 1] * s));
      d += { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command] + p.join(' ');
    }
  });
  const ys = glyphs.map((g) => [g.bbox.minY, g.bbox.maxY]).filter(([a, b]) => b > a);
  return {
    d,
    width: inkWidth,
    left: x0 + first,
    right: x0 + last,
    top: y - Math.max(...ys.map((v) => v[1])) * s,
    bottom: y - Math.min(...ys.map((v) => v[0])) * s,
    capHeight: f.capHeight * s,
  };
}

export { r as num };
