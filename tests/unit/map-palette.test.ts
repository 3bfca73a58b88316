/**
 * The maps' colours come from one palette (src/lib/maps/palette.ts) of theme tokens, and their
 * canvas positions from one rounding (toTenth in src/lib/maps/frame.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toTenth } from '@/lib/maps/frame';
import { MAP_CLASSES, MAP_PALETTE } from '@/lib/maps/palette';
import { cardSvg, mapColour } from '@/lib/maps/svg-files';

const css = readFileSync('src/styles/global.css', 'utf8');
const COLOUR = /^#[0-9a-f]{6}$/i;

describe('the map palette', () => {
  it('names a colour of the theme for every paint', () => {
    for (const [paint, token] of Object.entries(MAP_PALETTE)) {
      expect(css, `--color-${token}`).toMatch(new RegExp(`--color-${token}:\\s*#`));
      expect(mapColour(paint as keyof typeof MAP_PALETTE)).toMatch(COLOUR);
    }
  });

  it('gives a page the classes of the same tokens as the SVG files', () => {
    const tokens = new Set(Object.values(MAP_PALETTE));
    for (const utility of Object.values(MAP_CLASSES)) expect(tokens).toContain(utility.replace(/^(bg|border|fill|stroke)-/, '').replace(/\/\d+$/, ''));
  });

  it('paints a card map in the palette’s values', () => {
    const svg = cardSvg({ width: 10, height: 10, switzerland: 'M0 0', lakes: 'M1 1', border: 'M2 2', areas: [{ d: 'M3 3', held: true }], marks: [{ x: 5, y: 5 }], dots: [{ x: 6, y: 6 }] });
    expect(svg).toContain(`<rect width="100%" height="100%" fill="${mapColour('ground')}"/>`);
    expect(svg).toContain(`<path d="M0 0" fill="${mapColour('land')}"/>`);
    expect(svg).toContain(`<path d="M3 3" fill="${mapColour('held')}" stroke="${mapColour('outline')}" stroke-width="0.8"/>`);
    expect(svg).toContain(`<circle cx="5" cy="5" r="9" fill="${mapColour('mark')}" stroke="${mapColour('onMark')}" stroke-width="2.5"/>`);
  });
});

describe('toTenth', () => {
  it('rounds a canvas length to the nearest tenth', () => {
    expect(toTenth(12.345)).toBe(12.3);
    expect(toTenth(12.35)).toBe(12.4);
    expect(toTenth(7)).toBe(7);
  });
});
