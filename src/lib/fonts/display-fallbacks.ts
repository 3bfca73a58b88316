/**
 * The display face's local fallbacks, sized face by face. Until Cormorant Garamond arrives (after
 * a visit's first page has loaded, components/layout/WebFonts.astro) its text is set in a serif
 * the visitor has: Times New Roman (or its metric twins Liberation Serif and Tinos), else DejaVu
 * Serif, the serif of most Linux systems. Each of Cormorant's faces the site sets (roman 500,
 * semibold 600, italic 500) has a fallback face of its own, scaled (`size-adjust`) so that its
 * letters take the room Cormorant's take on average, and with Cormorant's ascent and descent, so
 * that the swap moves no line: the hero's heading, in italic and semibold, is as wide in both.
 * Astro's own fallbacks take one set of metrics for every face of a family (Cormorant's italic is
 * much narrower than its roman) and only Times New Roman, which Linux lacks.
 *
 * Measured with Capsize (@capsizecss/unpack): the average width of a text's letters, weighted by
 * how often each occurs, read from the font files themselves (Tinos's advance widths are Times
 * New Roman's).
 */
import { fromBuffer } from '@capsizecss/unpack';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Style = 'regular' | 'bold' | 'italic';

/** Cormorant's faces as astro.config.mjs declares them, and the fallback style each stands on. */
const DISPLAY_FACES: { weight: number; style: 'normal' | 'italic'; file: string; on: Style }[] = [
  { weight: 500, style: 'normal', file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2', on: 'regular' },
  { weight: 600, style: 'normal', file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', on: 'bold' },
  { weight: 500, style: 'italic', file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2', on: 'italic' },
];

/** Each local serif: the names a system knows its faces by, and a file with the same metrics. */
const LOCAL_SERIFS: { family: string; faces: Record<Style, { local: string[]; file: string }> }[] = [
  {
    family: 'Cormorant Garamond fallback: Times',
    faces: {
      regular: { local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'], file: '@fontsource/tinos/files/tinos-latin-400-normal.woff2' },
      bold: { local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'Tinos Bold'], file: '@fontsource/tinos/files/tinos-latin-700-normal.woff2' },
      italic: { local: ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic', 'Tinos Italic'], file: '@fontsource/tinos/files/tinos-latin-400-italic.woff2' },
    },
  },
  {
    family: 'Cormorant Garamond fallback: DejaVu',
    faces: {
      regular: { local: ['DejaVu Serif'], file: 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf' },
      bold: { local: ['DejaVu Serif Bold'], file: 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf' },
      italic: { local: ['DejaVu Serif Italic'], file: 'dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf' },
    },
  },
];

/** The fallback families, in the order the display face's font stack tries them (astro.config.mjs). */
export const DISPLAY_FALLBACKS = LOCAL_SERIFS.map((serif) => serif.family);

const packages = createRequire(join(process.cwd(), 'package.json'));
const metrics = (file: string) => fromBuffer(readFileSync(packages.resolve(file)));
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

let computed: Promise<string> | undefined;

/** The `@font-face` rules of the fallbacks, one for each local serif and face of Cormorant (read once per build). */
export const displayFallbackFaces = (): Promise<string> => (computed ??= fallbackFaces());

async function fallbackFaces(): Promise<string> {
  const rules: string[] = [];
  for (const face of DISPLAY_FACES) {
    const display = await metrics(face.file);
    for (const serif of LOCAL_SERIFS) {
      const local = serif.faces[face.on];
      const fallback = await metrics(local.file);
      const sizeAdjust = display.xWidthAvg / display.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
      const em = display.unitsPerEm * sizeAdjust;
      rules.push(
        `@font-face{font-family:"${serif.family}";src:${local.local.map((name) => `local("${name}")`).join(',')};font-weight:${face.weight};font-style:${face.style};` +
          `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(display.ascent / em)};descent-override:${percent(Math.abs(display.descent) / em)};line-gap-override:${percent(display.lineGap / em)}}`,
      );
    }
  }
  return rules.join('');
}
