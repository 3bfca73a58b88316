/**
 * The site's two typefaces for the PDFs the build makes, from the same Fontsource packages the
 * pages use (both under the SIL Open Font License, read from their LICENSE files). The page's
 * Inter is one variable WOFF2, which the PDF library would embed at its default weight only, so
 * the PDFs take Fontsource's static cuts of Inter instead; the library embeds only the letters a
 * document uses.
 */
import { join } from 'node:path';
import { Font } from '@react-pdf/renderer';

export const SERIF = 'Cormorant Garamond';
export const SANS = 'Inter';

const file = (pkg: string, name: string) => join(process.cwd(), 'node_modules/@fontsource', pkg, 'files', name);

let registered = false;

/**
 * The typefaces, registered once and read afresh for each document: what the library kept of
 * them from documents drawn before is dropped (src/lib/pdf/render.ts).
 */
export function registerFonts() {
  if (registered) {
    for (const family of [SERIF, SANS])
      for (const source of Font.getRegisteredFonts()[family]?.sources ?? []) {
        source.data = null;
        source.loadResultPromise = null;
      }
    return;
  }
  registered = true;
  Font.register({
    family: SERIF,
    fonts: [
      { src: file('cormorant-garamond', 'cormorant-garamond-latin-500-normal.woff'), fontWeight: 500 },
      { src: file('cormorant-garamond', 'cormorant-garamond-latin-600-normal.woff'), fontWeight: 600 },
      { src: file('cormorant-garamond', 'cormorant-garamond-latin-500-italic.woff'), fontWeight: 500, fontStyle: 'italic' },
    ],
  });
  Font.register({
    family: SANS,
    fonts: [
      { src: file('inter', 'inter-latin-400-normal.woff'), fontWeight: 400 },
      { src: file('inter', 'inter-latin-400-italic.woff'), fontWeight: 400, fontStyle: 'italic' },
      { src: file('inter', 'inter-latin-500-normal.woff'), fontWeight: 500 },
      { src: file('inter', 'inter-latin-600-normal.woff'), fontWeight: 600 },
    ],
  });
  // The library breaks words by English rules; German, Italian and French words stay whole.
  Font.registerHyphenationCallback((word) => [word]);
}
