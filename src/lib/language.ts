/** The language switch: the same page in another language, query and fragment kept. */
import { localizePath, splitLocale } from './routes';

export function languageHref(pathname: string, locale: string, rest = ''): string {
  return localizePath(splitLocale(pathname).path, locale) + rest;
}
