/**
 * The PDF of a report or press release in the page's language: `<name>.<language>.pdf` beside
 * the English `<name>.pdf` where it has been made (scripts/pdfs.mjs --lang), else the English
 * file, which the link then says is in English.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/languages';

export interface Download {
  href: string;
  /** The language of the file when it is not the page's: 'en'. */
  lang?: 'en';
}

export function downloadIn(pdf: string | undefined, locale: Locale, root = process.cwd()): Download | undefined {
  if (!pdf) return undefined;
  if (locale === DEFAULT_LOCALE) return { href: pdf };
  const own = pdf.replace(/\.pdf$/i, `.${locale}.pdf`);
  return existsSync(join(root, 'public', own)) ? { href: own } : { href: pdf, lang: 'en' };
}
