/**
 * Every internal address of the site: the address builders (src/model/routes.ts, which the
 * content model names its pages by) and the language prefix `localizePath` adds to a path. A
 * route changes in one place and every link follows.
 *
 * These are not built on `astro:i18n` (`getRelativeLocaleUrl`, `getPathByLocale`): that module
 * exists only inside Astro's own rendering, and this one is also read by astro.config.mjs (the
 * sitemap, through the route table) and by the CMS in the browser (the reference checks). Both
 * follow the same i18n settings (src/i18n/locales.json, English without prefix); the middleware
 * takes the page's language from Astro (`currentLocale`).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/languages';
import { routes } from '@/model/routes';

export { routes };

const EXTERNAL = /^(?:[a-z]+:|\/\/|#)/i;
/** Files served as they are (PDFs in /downloads, feeds) exist once, not in each language. */
const FILE = /\/[^/?#]+\.[a-z0-9]+(?:[?#].*)?$/i;

/**
 * Adds the language prefix to an internal page path; external links, mailto:, #anchors and files
 * pass. A query or fragment stays after the path: `/#what-we-do` becomes `/de#what-we-do`.
 */
export function localizePath(path: string, locale: string | undefined = DEFAULT_LOCALE): string {
  if (EXTERNAL.test(path) || FILE.test(path) || !isLocale(locale) || locale === DEFAULT_LOCALE) return path;
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  return (pathname === '/' || pathname === '' ? `/${locale}` : `/${locale}${pathname}`) + rest;
}

/** A file published in every language (the feeds, the menu's data): /menu.json, /it/menu.json. */
export const localizeFile = (path: string, locale: Locale) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);

/** The language of a path and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Whether two paths are the same page's, with or without trailing slashes. */
export const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export const isExternal = (href: string) => /^(?:[a-z]+:|\/\/)/i.test(href);

/**
 * Addresses that show the same page as another: search engines are pointed at one of them.
 * /team (the menu's word) lists the same people as /people, which is canonical because every
 * person's page lives under it and links back to it.
 */
export const CANONICAL_ALIASES: Readonly<Record<string, string>> = { [routes.team]: routes.people };

/** The canonical path of a page's path, language prefix kept. */
export function canonicalPath(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  const target = CANONICAL_ALIASES[path.replace(/\/$/, '') || '/'];
  return target ? localizePath(target, locale) : pathname;
}
