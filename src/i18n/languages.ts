/**
 * The languages of the interface, apart from the dictionaries so that browser code (the
 * language switch) can use them without shipping every UI string. astro.config.mjs reads the
 * same locales.json for its routes.
 */
import locales from './locales.json';

export type Locale = 'en' | 'de' | 'it' | 'fr';
export const LOCALES = locales as readonly { code: Locale; label: string; lang: string }[];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: string | undefined): value is Locale => LOCALES.some((l) => l.code === value);
