/**
 * The CMS in the editor's language. The content model (src/model/collections) and the CMS's own
 * code write every word an editor reads in English; their German, Italian and French are in one
 * dictionary per language, src/i18n/<language>/cms.json, keyed by the English text. A text with
 * values in it ("Use a number of at least {min}.") is written once with `{name}` placeholders, and
 * any English message made from it is translated with its values kept. So a new message of the
 * CMS joins by being added to the dictionaries: whatever shows it calls `cmsText()` on it.
 *
 * The editor chooses the language in the CMS (remembered in this browser); until then it is the
 * first of the browser's languages that the site has, else English.
 */
import type { CmsConfig } from 'decap-cms-core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/languages';
import { useTranslations, type UIKey } from '@/i18n';
import { fill } from '@/i18n/message';
import choices from '../src/i18n/en/choices.json';
import de from '../src/i18n/de/cms.json';
import fr from '../src/i18n/fr/cms.json';
import it from '../src/i18n/it/cms.json';

/** Where the editor's choice is kept. */
export const CMS_LANGUAGE_KEY = 'cms.language';

/** The translations, by language; English is the key. */
export const CMS_DICTIONARIES: Partial<Record<Locale, Record<string, string>>> = { de, it, fr };

const CODES: readonly string[] = LOCALES.map((l) => l.code);
const isCode = (code: string | null | undefined): code is Locale => code !== null && code !== undefined && CODES.includes(code);

/** The language of the CMS: the editor's choice, else the first of the browser's that the site has. */
export function cmsLocale(languages: readonly string[], chosen?: string | null): Locale {
  if (isCode(chosen)) return chosen;
  return languages.map((tag) => tag.split('-')[0]?.toLowerCase() ?? '').find(isCode) ?? DEFAULT_LOCALE;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The dictionary's texts with placeholders, as patterns that find their values in an English
 * message; the one with the most words of its own is tried first, so "{label}: {problem}" is the
 * last resort of a message with a colon.
 */
function templatesOf(dictionary: Record<string, string>) {
  return Object.entries(dictionary)
    .filter(([english]) => HAS_PLACEHOLDER.test(english))
    .map(([english, translation]) => {
      const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
      const parts = english.split(PLACEHOLDER);
      const pattern = new RegExp(`^${parts.map((part, i) => (i % 2 ? '(.+?)' : escape(part))).join('')}$`, 's');
      return { names, pattern, translation, words: parts.filter((_, i) => i % 2 === 0).join('').length };
    })
    .sort((a, b) => b.words - a.words);
}

/**
 * The site's own words for the fixed choices (a property's category, a report's type), which the
 * CMS offers by their English value: the same words as on the pages (src/i18n/<language>/choices.json).
 */
function choiceWords(locale: Locale): Record<string, string> {
  const t = useTranslations(locale);
  return Object.fromEntries(Object.entries(choices).map(([key, english]) => [english, t(key as UIKey)]));
}

/** Placeholders whose value is a list of labels ("Brands › Villa Orselina, Settings › Menu"), translated item by item. */
const LISTS = new Set(['entries']);
/** Placeholders whose value is a figure with decimals ("11.9" MB), written with the language's decimal mark. */
const FIGURES = new Set(['size', 'limit']);
/** The languages that write decimals with a comma (docs/glossary.md): "11,9 Mo". */
const DECIMAL_COMMA = new Set(['fr']);
/** How the CMS writes where something is: a collection and its entry, a field inside a list ("Settings › Menu"). */
const PATH = ' › ';

/**
 * Translates the CMS's English texts into `locale`, `{name}` placeholders filled from `values`; a
 * message made from a template is translated with its values, each of them translated in turn
 * (a field's label in a message, the collection an entry belongs to). A message of several lines
 * (the local backend's refusals of several files) is translated line by line, and a path
 * ("Properties › Hotel Orselina") part by part. A text the dictionaries lack stays English.
 */
export function cmsText(locale: string) {
  if (!isCode(locale) || locale === DEFAULT_LOCALE) return fill;
  const dictionary = { ...choiceWords(locale), ...CMS_DICTIONARIES[locale] };
  const templates = templatesOf(dictionary);
  const value = (name: string, text: string) => {
    if (FIGURES.has(name) && DECIMAL_COMMA.has(locale)) return text.replace('.', ',');
    return LISTS.has(name) ? text.split(', ').map((item) => translate(item)).join(', ') : translate(text);
  };
  const translate = (english: string, values: Record<string, string | number> = {}): string => {
    const own = dictionary[english];
    if (own !== undefined) return fill(own, values);
    if (english.includes('\n')) return english.split('\n').map((line) => translate(line, values)).join('\n');
    for (const { names, pattern, translation } of templates) {
      const found = pattern.exec(english);
      if (found) return fill(translation, Object.fromEntries(names.map((name, i) => [name, value(name, found[i + 1] ?? '')])));
    }
    if (english.includes(PATH)) return english.split(PATH).map((part) => translate(part)).join(PATH);
    return fill(english, values);
  };
  return translate;
}

let current = cmsText(DEFAULT_LOCALE);

/** Sets the language the CMS speaks, once, before it starts (admin/cms.ts). */
export function speakCms(locale: Locale) {
  current = cmsText(locale);
}

/** An English text of the CMS (a label, a notice, a refusal) in the language the CMS speaks. */
export const cmsWords = (english: string, values?: Record<string, string | number>) => current(english, values);

const LIST_NOTE = /(ternary\('', ' · )([^']*)('\))/g;

/** The keys of the configuration whose values editors read. */
const WORDS = new Set(['label', 'label_singular', 'description', 'hint']);

/** Every text an editor reads in the collections of a configuration, each handed to `translate`. */
function translated<T>(value: T, translate: (english: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => translated(item, translate)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (WORDS.has(key) && typeof inner === 'string') return [key, translate(inner)];
      // A list's note on an entry ("Marco Vanoni · no portrait") is words inside the summary's template.
      if (key === 'summary' && typeof inner === 'string') return [key, inner.replace(LIST_NOTE, (_, before: string, note: string, after: string) => `${before}${translate(note)}${after}`)];
      // A pattern is [regular expression, the message shown when a value does not match it].
      if (key === 'pattern' && Array.isArray(inner) && typeof inner[1] === 'string') return [key, [inner[0], translate(inner[1])]];
      return [key, translated(inner, translate)];
    }),
  ) as T;
}

/** The configuration with its collection names, labels, hints and messages in the CMS's language. */
export function inCmsLanguage(config: CmsConfig, translate: (english: string) => string): CmsConfig {
  return { ...config, collections: translated(config.collections, translate) };
}

/** The texts of a configuration's collections that editors read, for the dictionaries' test. */
export function configTexts(config: CmsConfig): Set<string> {
  const texts = new Set<string>();
  translated(config.collections, (english) => {
    texts.add(english);
    return english;
  });
  return texts;
}

/** Decap's German phrases as Swiss German writes them: ss for ß. */
export function swissGerman<T>(phrases: T): T {
  if (typeof phrases === 'string') return phrases.replaceAll('ß', 'ss') as T;
  if (!phrases || typeof phrases !== 'object') return phrases;
  return Object.fromEntries(Object.entries(phrases).map(([key, value]) => [key, swissGerman(value)])) as T;
}
