/**
 * Text as the PDFs can set it. French sets a narrow no-break space (U+202F) in figures and before
 * its punctuation (src/i18n/typography.ts), a letter neither typeface has: a browser borrows it
 * from another font, a PDF would print nothing in its place. The PDFs set a no-break space there
 * instead, which keeps the figure and its unit together as well.
 */
import type { Translate } from '@/i18n';

const NARROW = /\u202F/g;

/** A value with every text in it set for the PDF. */
export function pdfText<T>(value: T): T {
  if (typeof value === 'string') return value.replace(NARROW, '\u00A0') as T;
  if (Array.isArray(value)) return value.map(pdfText) as T;
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pdfText(item)])) as T;
}

/** The language's words, set for the PDF. */
export const pdfWords = (t: Translate): Translate => (key, ...vars) => pdfText(t(key, ...vars));
