/**
 * UI strings: every word of the interface that is not content comes from these dictionaries
 * through one `t()`. English is complete; other languages fall back to it key by key.
 * Dictionaries are split by area (src/i18n/<locale>/<area>.json) and merged.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES } from './languages';
import { formatMessage, type Message, type MessageVars, type PluralMessage } from './message';
import { typeset } from './typography';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './languages';

// The CMS's words (cms.json) are the CMS's own (admin/language.ts); the site never shows them.
const files = import.meta.glob<Record<string, Message>>(['./*/*.json', '!./*/cms.json'], { eager: true, import: 'default' });

type EnglishFiles = typeof import('./en/common.json') &
  typeof import('./en/corporate.json') &
  typeof import('./en/portfolio.json') &
  typeof import('./en/news.json') &
  typeof import('./en/access.json') &
  typeof import('./en/choices.json');
type AnyKey = keyof EnglishFiles & string;
/** The strings with a text per plural form: `t()` needs their `count`. */
type PluralKey = { [K in AnyKey]: EnglishFiles[K] extends string ? never : K }[AnyKey];
/** The strings with one text. */
export type UIKey = Exclude<AnyKey, PluralKey>;

const typesetMessage = (message: Message, locale: string): Message =>
  typeof message === 'string' ? typeset(message, locale) : (Object.fromEntries(Object.entries(message).map(([form, text]) => [form, typeset(text, locale)])) as PluralMessage);

function dictionary(locale: string): Record<string, Message> {
  const merged: Record<string, Message> = {};
  for (const [path, strings] of Object.entries(files)) {
    if (path.startsWith(`./${locale}/`)) Object.assign(merged, strings);
  }
  return locale === DEFAULT_LOCALE ? merged : Object.fromEntries(Object.entries(merged).map(([key, message]) => [key, typesetMessage(message, locale)]));
}

const dictionaries = new Map<string, Record<string, Message>>(LOCALES.map((l) => [l.code, dictionary(l.code)]));

/**
 * A UI string in the language: `{name}` placeholders take `vars.name`; a string with a text per
 * plural form takes the language's form for `vars.count` (src/i18n/message.ts), which it needs.
 */
export type Translate = <K extends AnyKey>(key: K, ...vars: [K] extends [UIKey] ? [MessageVars?] : [MessageVars & { count: number }]) => string;

export function useTranslations(locale: string | undefined = DEFAULT_LOCALE): Translate {
  const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const own = dictionaries.get(code) ?? {};
  const fallback = dictionaries.get(DEFAULT_LOCALE) ?? {};
  return (key, vars = {}) => {
    const message = own[key] ?? fallback[key];
    if (message === undefined) throw new Error(`Missing UI string "${key}".`);
    // An English fallback takes English's plural rules, so its form agrees with its words.
    return formatMessage(message, vars, key in own ? code : DEFAULT_LOCALE);
  };
}

/** The lists of fixed choices of the content model whose values visitors read. */
export type ChoiceKind = 'propertyCategory' | 'newsCategory' | 'articleCategory' | 'reportType' | 'projectStatus' | 'assetSector';

/**
 * How a fixed choice reads in the page's language. Content stores the choice as its English
 * value, the same in every language (so filters and addresses do not change with the language);
 * visitors read its label from the UI strings (`choices.json`).
 */
export const choice = (t: Translate, kind: ChoiceKind, value: string) => t(`${kind}.${value}` as UIKey);

export const htmlLang = (locale: string | undefined) => LOCALES.find((l) => l.code === locale)?.lang ?? 'en';
