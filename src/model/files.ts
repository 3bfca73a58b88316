/**
 * Every content file names its language: `hotel-orselina.en.yml` is the English original,
 * `hotel-orselina.it.yml` its Italian translation, side by side (Decap's `multiple_files`). The
 * model speaks of `content/properties/hotel-orselina.yml`; these turn that into the files.
 */
import { DEFAULT_LOCALE } from '../i18n/languages';

const LOCALE_FILE = /^(.*)\.([a-z]{2})\.(md|ya?ml)$/;

/** The file of one language: `content/pages/home.yml`, 'it' → `content/pages/home.it.yml`. */
export const localeFile = (path: string, locale: string = DEFAULT_LOCALE) => path.replace(/\.(md|ya?ml)$/, `.${locale}.$1`);

/** A content file's name without its language, and the language: `al-lago.it.yml` → al-lago, it. */
export function splitLocaleFile(name: string): { base: string; locale: string; extension: string } | undefined {
  const match = LOCALE_FILE.exec(name);
  return match ? { base: match[1] as string, locale: match[2] as string, extension: match[3] as string } : undefined;
}

/** Is this the English original (the entry itself) rather than a translation? */
export const isOriginalFile = (name: string) => splitLocaleFile(name)?.locale === DEFAULT_LOCALE;
