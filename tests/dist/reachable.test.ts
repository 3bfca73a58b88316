/**
 * Every project and the news overview can be reached from every page: the menu (the top bar
 * reads /menu.json, /<language>/menu.json) and the footer, which doubles as the menu without
 * JavaScript, link each built project page and /news in every language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MenuData } from '@/islands/top-bar/types';
import { LOCALES, type Locale } from '@/i18n/languages';
import { localizeFile, localizePath, routes, splitLocale } from '@/lib/routes';
import { builtPages, fileFor } from '../support/site';
import { attribute, elements, parsedFile } from '../support/html';

const pages = builtPages();

/** The pages a visitor must be able to reach, in a language: its project pages (not the area's page for a missing one) and /news. */
const wanted = (locale: Locale) => [
  ...pages.map(({ path }) => splitLocale(path)).filter((p) => p.locale === locale && /^\/projects\/[^/]+$/.test(p.path) && p.path !== '/projects/404').map((p) => localizePath(p.path, locale)),
  localizePath(routes.news, locale),
];

function menuLinks(locale: Locale): string[] {
  const menu = JSON.parse(readFileSync(`dist${localizeFile(routes.menuData, locale)}`, 'utf8')) as MenuData;
  return menu.groups.flatMap((group) => [group.href, ...group.items.map((i) => i.href), ...group.subgroups.flatMap((sub) => [sub.href, ...sub.items.map((i) => i.href)])]).filter((href): href is string => !!href);
}

function footerLinks(locale: Locale): string[] {
  const nav = [...elements(parsedFile(fileFor(localizePath(routes.home, locale))!))].find((el) => attribute(el, 'id') === 'footer-nav');
  return [...elements(nav!)].filter((el) => el.tagName === 'a').map((el) => attribute(el, 'href')!);
}

describe.each(LOCALES.map((l) => l.code))('%s', (locale) => {
  it('has project pages to reach', () => {
    expect(wanted(locale).length).toBeGreaterThan(5);
  });

  it('links every project and the news overview from the menu', () => {
    expect(wanted(locale).filter((path) => !menuLinks(locale).includes(path))).toEqual([]);
  });

  it('links every project and the news overview from the footer', () => {
    expect(wanted(locale).filter((path) => !footerLinks(locale).includes(path))).toEqual([]);
  });
});
