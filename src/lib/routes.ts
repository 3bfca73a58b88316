/**
 * Every internal address of the site is made here, so a route changes in one place and every
 * link follows. Paths are English-first; `localizePath` adds the language prefix.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/languages';
import { personSlug } from './slug';

export const routes = {
  home: '/',
  portfolio: '/portfolio',
  property: (slug: string) => `/property/${slug}`,
  project: (slug: string) => `/projects/${slug}`,
  municipality: (slug: string) => `/portfolio/${slug}`,
  partners: '/partners',
  brand: (slug: string) => `/brands/${slug}`,
  people: '/people',
  team: '/team',
  person: (name: string) => `/people/${personSlug(name)}`,
  capability: (type: string) => `/capabilities/${type}`,
  news: '/news',
  article: (slug: string) => `/news/${slug}`,
  companyNews: '/news/company',
  newsItem: (slug: string) => `/news/company/${slug}`,
  press: '/news/press',
  pressRelease: (slug: string) => `/news/press/${slug}`,
  reports: '/news/reports',
  report: (slug: string) => `/news/reports/${slug}`,
  legal: (slug: string) => `/${slug}`,
  contact: '/contact',
  strategicPartnership: '/strategic-partnership',
  regionalFocus: '/regional-focus',
  investorLogin: '/investor-login',
  credits: '/credits',
  /** The whole region drawn once, which the CMS preview of a locator map zooms into. */
  regionMap: '/maps/lake-maggiore.svg',
  /** The menu's links, which the top bar reads when it hydrates. */
  menuData: '/menu.json',
} as const;

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
