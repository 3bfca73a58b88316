/**
 * The one reader of PDFs for the checks: pdf.js (through unpdf) reads a file's text as a viewer
 * would, its page count, and the typefaces that set that text (the embedded fonts' names, such
 * as "ABCDEF+Inter-Regular", without their subset tag).
 */
import { extractText, getDocumentProxy } from 'unpdf';

/** A text with every kind of space as one space: the text a PDF gives back keeps no no-break spaces. */
export const spaced = (text: string) => text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ');

export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  const fonts = new Set<string>();
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    await page.getOperatorList();
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) fonts.add(String((page.commonObjs.get(item.fontName) as { name: string }).name).replace(/^[A-Z]{6}\+/, ''));
  }
  return { text: spaced(text), pages: pdf.numPages, fonts: [...fonts].sort() };
}
