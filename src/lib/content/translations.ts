/**
 * How far each entry is translated, read straight from the content files: which languages an
 * entry's page is translated into (for the route table's fallbacks) and, per entry and
 * language, how many texts are translated or still English (for `npm run i18n:status`).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/languages';
import { markdown } from '@/model/fields';
import { localeFile } from '@/model/files';
import { withBody } from '@/model/format';
import { mergeTranslation } from '@/model/translation';
import { readFields } from './disk';
import { once } from './once';
import type { ContentEntry } from './references';
import { readContent } from './references-on-disk';

/** The languages translations are written in. */
const TRANSLATED_LOCALES = LOCALES.map((l) => l.code).filter((code) => code !== DEFAULT_LOCALE);

export interface TranslationStatus {
  entry: ContentEntry;
  locale: Locale;
  /** The translation's file, whether or not it exists (for a page or settings, the page's own file). */
  file: string;
  exists: boolean;
  /** Texts the translation gives, and texts still shown in English, by their place (`gallery.2.alt`). */
  translated: string[];
  missing: string[];
}

const BODY = markdown({ name: 'body', label: 'Body' });

function readTranslation(root: string, file: string): Record<string, unknown> | undefined {
  const fields = readFields(root, file);
  return fields && withBody(fields);
}

/** A translation: beside its original (`x.it.yml`), or in the original's own file for a page or settings (`it:`). */
function translationFile(root: string, entry: ContentEntry, locale: Locale) {
  if (entry.single) {
    const languages = readTranslation(root, entry.file) ?? {};
    const translation = languages[locale];
    return { file: entry.file, translation: translation && typeof translation === 'object' ? (translation as Record<string, unknown>) : undefined };
  }
  const file = localeFile(entry.file.replace(/\.[a-z]{2}\.(md|ya?ml)$/, '.$1'), locale);
  return { file, translation: readTranslation(root, file) };
}

/** Every entry (English original) in every other language. */
export function translationStatus(root = process.cwd()): TranslationStatus[] {
  return readContent(root).flatMap((entry) =>
    TRANSLATED_LOCALES.map((locale) => {
      const { file, translation } = translationFile(root, entry, locale);
      const fields = entry.body === undefined ? entry.fields : [...entry.fields, BODY];
      const original = withBody(entry);
      const { translated, missing } = mergeTranslation(fields, original, translation);
      return { entry, locale, file, exists: translation !== undefined, translated, missing };
    }),
  );
}

const byLocaleOrder = (a: Locale, b: Locale) => LOCALES.findIndex((l) => l.code === a) - LOCALES.findIndex((l) => l.code === b);

/**
 * The languages each entry's page can be read in: English, and each language into which the
 * entry has at least one text translated; and the languages of the site itself, those its
 * settings (the firm's own words in every page's frame) are translated into.
 */
function readLanguages(root: string) {
  const pages = new Map<string, Locale[]>();
  const site: Locale[] = [DEFAULT_LOCALE];
  for (const status of translationStatus(root)) {
    if (status.entry.single && status.entry.id === 'site' && status.translated.length > 0) site.push(status.locale);
    const page = status.entry.page;
    if (!page) continue;
    const found = pages.get(page) ?? [DEFAULT_LOCALE];
    if (status.translated.length > 0) found.push(status.locale);
    pages.set(page, found);
  }
  for (const found of pages.values()) found.sort(byLocaleOrder);
  site.sort(byLocaleOrder);
  return { pages, site };
}

/**
 * The languages of each page that shows an entry of its own, by its path without language prefix,
 * and the site's languages. Asked once per build. The development server keeps this module while
 * the CMS publishes into content/, and asks afresh for every page (parsing only the files that
 * changed), so a new translation is in the route table (src/lib/route-table.ts), and so in
 * hreflang, the canonical address and the language offer, without a restart.
 */
export const translatedLanguages = (root: string) => once(`languages:${root}`, () => readLanguages(root));
