/**
 * A PDF an editor attached to a report or press release in place of the one the build makes
 * (./publications.ts), in the page's language: `<name>.<language>.pdf` beside the English
 * `<name>.pdf` where there is one, else the English
 * file, which the link then says is in English. A download is offered only for a file that is
 * there, and says what it is from the file itself: pages, size and language.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { readPdf, type PdfFacts } from './pdf';

export interface Download extends PdfFacts {
  href: string;
  /** The language of the file when it is not the page's: 'en'. */
  lang?: 'en';
}

export function downloadIn(pdf: string | undefined, locale: Locale, root = process.cwd()): Download | undefined {
  if (!pdf) return undefined;
  const file = (href: string) => join(root, 'public', href);
  const own = pdf.replace(/\.pdf$/i, `.${locale}.pdf`);
  if (locale !== DEFAULT_LOCALE && existsSync(file(own))) return { href: own, ...readPdf(file(own)) };
  // The production build refuses content naming a missing PDF; the dev server just offers none.
  if (!existsSync(file(pdf))) return undefined;
  return { href: pdf, ...readPdf(file(pdf)), ...(locale === DEFAULT_LOCALE ? {} : { lang: 'en' as const }) };
}

/** 6784 bytes → "6.8 kB", 148000 → "148 kB", 2400000 → "2.4 MB" (fr "6,8 ko"): kB of 1000 bytes. */
export function fileSize(bytes: number, t: Translate, locale: Locale): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'download.MB' as const] : [Math.max(bytes / 1e3, 0.1), 'download.kB' as const];
  return t(unit, { size: formatNumber(value, locale, { maximumFractionDigits: value < 10 ? 1 : 0 }) });
}

/** What a download control says of its file: "PDF · 2 pages · 6.8 kB · English". */
export function downloadFacts({ pages, bytes, lang }: Download, t: Translate, locale: Locale): string {
  return t('download.facts', {
    pages: t('download.pages', { count: pages }),
    size: fileSize(bytes, t, locale),
    language: t(lang ? 'download.english' : 'download.ownLanguage'),
  });
}
