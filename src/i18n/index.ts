/**
 * UI strings: every word of the interface that is not content comes from these dictionaries
 * through one `t()`. English is complete; other languages fall back to it key by key.
 * Dictionaries are split by area (src/i18n/<locale>/<area>.json) and merged.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES } from './languages';
import { typeset } from './typography';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './languages';

// The CMS's words (cms.json) are the CMS's own (admin/language.ts); the site never shows them.
const files = import.meta.glob<Record<string, string>>(['./*/*.json', '!./*/cms.json'], { eager: true, import: 'default' });

type EnglishFiles = typeof import('./en/common.json') &
  typeof import('./en/corporate.json') &
  typeof import('./en/portfolio.json') &
  typeof import('./en/news.json') &
  typeof import('./en/access.json') &
  typeof import('./en/choices.json');
export type UIKey = keyof EnglishFiles & string;

function dictionary(locale: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [path, strings] of Object.entries(files)) {
    if (path.startsWith(`./${locale}/`)) Object.assign(merged, strings);
  }
  return locale === DEFAULT_LOCALE ? merged : Object.fromEntries(Object.entries(merged).map(([key, text]) => [key, typeset(text, locale)]));
}

const dictionaries = new Map<string, Record<string, string>>(LOCALES.map((l) => [l.code, dictionary(l.code)]));

/** `{name}` placeholders are replaced by `vars.name`. */
export function useTranslations(locale: string | undefined = DEFAULT_LOCALE) {
  const own = dictionaries.get(isLocale(locale) ? locale : DEFAULT_LOCALE) ?? {};
  const fallback = dictionaries.get(DEFAULT_LOCALE) ?? {};
  return function t(key: UIKey, vars: Record<string, string | number> = {}): string {
    const template = own[key] ?? fallback[key];
    if (template === undefined) throw new Error(`Missing UI string "${key}".`);
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
  };
}

export type Translate = ReturnType<typeof useTranslations>;

/** The lists of fixed choices of the content model whose values visitors read. */
export type ChoiceKind = 'propertyCategory' | 'newsCategory' | 'articleCategory' | 'reportType' | 'projectStatus' | 'assetSector';

/**
 * How a fixed choice reads in the page's language. Content stores the choice as its English
 * value, the same in every language (so filters and addresses do not change with the language);
 * visitors read its label from the UI strings (`choices.json`).
 */
export const choice = (t: Translate, kind: ChoiceKind, value: string) => t(`${kind}.${value}` as UIKey);

export const htmlLang = (locale: string | undefined) => LOCALES.find((l) => l.code === locale)?.lang ?? 'en';
