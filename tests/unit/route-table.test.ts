/**
 * The route table (src/lib/route-table.ts), read from a copy of the content translated into
 * Italian only, with one property half translated and one not at all: every page in every
 * language, its entry, and the fallbacks flagged where the translation is missing.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/i18n/languages';
import { canonicalAddress, languagesOfPage, pageAddresses, routeAt, routeTable } from '@/lib/route-table';
import { collections } from '@/model/collections';
import { FIXED_PAGES, routes } from '@/model/routes';
import { italianOnlyContent } from '../support/content';

const root = italianOnlyContent('route-table-');

const table = routeTable(root);
const at = (path: string) => routeAt(path, root);

describe('the route table', () => {
  it('has every page once in every language, at its own address', () => {
    const paths = table.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of new Set(table.map((r) => r.page))) expect(table.filter((r) => r.page === page).map((r) => r.locale), page).toEqual(LOCALES.map((l) => l.code));
    expect(at('/de/portfolio')).toMatchObject({ page: '/portfolio', locale: 'de' });
    expect(at('/it')).toMatchObject({ page: '/', locale: 'it', entry: { collection: 'pages', id: 'home' } });
  });

  it('lists the fixed pages, with the page file that fills them where there is one', () => {
    for (const page of FIXED_PAGES) expect(at(page), page).toBeDefined();
    expect(at('/contact')?.entry).toEqual({ collection: 'pages', id: 'contact' });
    expect(at('/credits')?.entry).toBeUndefined();
  });

  it('lists the page of every entry of a collection with pages, at the address its collection gives', () => {
    const withPages = collections.flatMap((c) => (c.type === 'folder' && c.page ? [c] : []));
    for (const c of withPages) {
      const ids = readdirSync(join(root, c.folder)).filter((f) => /\.en\.(yml|md)$/.test(f));
      expect(table.filter((r) => r.locale === 'en' && !r.aliasOf && r.entry?.collection === c.name), c.name).toHaveLength(ids.length);
    }
    expect(at(routes.property('al-lago'))?.entry).toEqual({ collection: 'properties', id: 'al-lago' });
  });

  it('flags a page as a fallback in a language its entry has no text in, and lists only the others', () => {
    expect(at('/it/property/al-lago')).toMatchObject({ isFallback: false, listed: true });
    expect(at('/de/property/al-lago')).toMatchObject({ isFallback: true, listed: false });
    expect(at('/it/property/monte-bre')).toMatchObject({ isFallback: true, listed: false });
    expect(at('/property/monte-bre')).toMatchObject({ isFallback: false, listed: true });
    expect(languagesOfPage('/property/al-lago', root)).toEqual(['en', 'it']);
    expect(canonicalAddress('/property/al-lago', 'it', root)).toBe('/it/property/al-lago');
    expect(canonicalAddress('/property/al-lago', 'de', root)).toBe('/property/al-lago');
  });

  it('reads a page without an entry in the site’s languages, and an alias in its original’s', () => {
    expect(languagesOfPage('/credits', root)).toEqual(['en', 'it']);
    expect(at('/de/credits')?.isFallback).toBe(true);
    expect(languagesOfPage(routes.people, root)).toEqual(languagesOfPage(routes.team, root));
    expect(languagesOfPage('/news/404', root)).toEqual(['en', 'it']);
  });

  it('has a project’s second address as an alias, never listed, where no municipality has it', () => {
    const aliases = table.filter((r) => r.aliasOf);
    expect(aliases.length).toBeGreaterThan(0);
    for (const alias of aliases) {
      expect(alias).toMatchObject({ listed: false, entry: { collection: 'projects' } });
      expect(alias.page).toBe(routes.municipality(alias.entry!.id));
      expect(alias.aliasOf).toBe(routes.project(alias.entry!.id));
      expect(table.some((r) => r.page === alias.page && r.entry?.collection === 'municipalities')).toBe(false);
    }
  });

  it('keeps the investors’ login out of the sitemap in every language', () => {
    expect(table.filter((r) => r.page === routes.investorLogin).map((r) => r.listed)).toEqual([false, false, false, false]);
  });

  it('gives the reference checks every page address without language prefix', () => {
    const pages = pageAddresses(root);
    expect(pages.has('/property/al-lago')).toBe(true);
    expect(pages.has('/news/company')).toBe(true);
    expect([...pages].some((p) => /^\/(de|it|fr)(\/|$)/.test(p))).toBe(false);
  });
});

describe('the languages', () => {
  it('are the same in src/i18n/locales.json and in the Locale type', () => {
    // The type check refuses this object when it lacks a language of the type, the test when the file has one more.
    const ofType = { en: true, de: true, it: true, fr: true } satisfies Record<Locale, true>;
    expect(LOCALES.map((l) => l.code).sort()).toEqual(Object.keys(ofType).sort());
  });
});
