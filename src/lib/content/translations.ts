/**
 * How far each entry is translated, read straight from the content files: which languages an
 * entry's page exists in (for hreflang, the sitemap and canonical addresses) and, per entry and
 * language, how many texts are translated or still English (for `npm run i18n:status`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/languages';
import { markdown } from '@/model/fields';
import { localeFile } from '@/model/files';
import { mergeTranslation } from '@/model/translation';
import { CANONICAL_ALIASES } from '../routes';
import { readContent, type ContentEntry } from './references';

/** The languages translations are written in. */
export const TRANSLATED_LOCALES = LOCALES.map((l) => l.code).filter((code) => code !== DEFAULT_LOCALE);

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
  if (!existsSync(join(root, file))) return undefined;
  const text = readFileSync(join(root, file), 'utf8');
  if (!file.endsWith('.md')) return (parse(text) as Record<string, unknown> | null) ?? {};
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return { ...((parse(match?.[1] ?? '') as Record<string, unknown> | null) ?? {}), body: match?.[2] ?? '' };
}

/** A translation: beside its original (`x.it.yml`), or in the original's own file for a page or settings (`it:`). */
function translationOf(root: string, entry: ContentEntry, locale: Locale) {
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
      const { file, translation } = translationOf(root, entry, locale);
      const fields = entry.body === undefined ? entry.fields : [...entry.fields, BODY];
      const original = entry.body === undefined ? entry.data : { ...entry.data, body: entry.body };
      const { translated, missing } = mergeTranslation(fields, original, translation);
      return { entry, locale, file, exists: translation !== undefined, translated, missing };
    }),
  );
}

let cached: Map<string, Locale[]> | undefined;

/**
 * The languages each entry's page can be read in: English, and each language into which the
 * entry has at least one text translated. Pages that show no entry of their own (lists, the
 * login) are in every language: their words are the interface's.
 */
export function pageLanguages(root = process.cwd()): Map<string, Locale[]> {
  if (cached && root === process.cwd()) return cached;
  const pages = new Map<string, Locale[]>();
  for (const status of translationStatus(root)) {
    const page = status.entry.page;
    if (!page) continue;
    const languages = pages.get(page) ?? [DEFAULT_LOCALE];
    if (status.translated.length > 0) languages.push(status.locale);
    pages.set(page, languages);
  }
  for (const languages of pages.values()) languages.sort((a, b) => LOCALES.findIndex((l) => l.code === a) - LOCALES.findIndex((l) => l.code === b));
  if (root === process.cwd()) cached = pages;
  return pages;
}

/** The languages of the page at this path (without language prefix; an alias reads as its original). */
export function languagesOf(path: string, root = process.cwd()): readonly Locale[] {
  const pages = pageLanguages(root);
  const alias = Object.entries(CANONICAL_ALIASES).find(([, original]) => original === path)?.[0];
  return pages.get(path) ?? (alias ? pages.get(alias) : undefined) ?? LOCALES.map((l) => l.code);
}
