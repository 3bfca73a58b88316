/**
 * The languages of the site, read as a visitor and a search engine would. Every Italian, German
 * and French page reads in its language, with no English standing in for a translation; German
 * is written the Swiss way, without ß; a page is advertised (hreflang, sitemap) exactly in the
 * languages it is translated into. Read from every page's file; the offer of the visitor's
 * language, which needs a browser, is tested in tests/e2e/languages.test.ts. Wordings a native
 * reader rejected stay out of the built pages (the glossary's table checks the sources).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale } from '@/lib/routes';
import { readOpened } from '../support/access';
import { looksEnglish, pageSays, type Said } from '../support/english';
import { builtPages, readBuilt } from '../support/site';
import { templatePage } from '../support/templates';

const pages = builtPages();
const inLanguage = (code: string) => pages.filter(({ path }) => splitLocale(path).locale === code);
/** A page translated into every language: the first property's. */
const PROPERTY = templatePage('property/[slug].astro');

const unmarkedEnglish = (said: readonly Said[]) => said.filter((s) => !s.lang.startsWith('en') && looksEnglish(s.text, s.lang)).map((s) => `${s.where}: ${s.text.slice(0, 100)}`);

describe.each(['it', 'de', 'fr'])('%s pages read in their language', (code) => {
  // Read from the HTML with the investors-only parts opened: they must be translated too.
  it.each(inLanguage(code))('$path', ({ file }) => {
    const { said, fallbacks } = pageSays(readOpened(file));
    expect(unmarkedEnglish(said)).toEqual([]);
    // Every language is complete: no English stands in for a missing translation.
    expect(fallbacks).toBe(0);
  });
});

describe('German pages', () => {
  // Swiss German writes ss, never ß: in the text, the attributes and the protected parts alike.
  it.each(inLanguage('de'))('$path has no ß', ({ file }) => {
    const html = readOpened(file);
    expect([...html.matchAll(/.{0,40}ß.{0,40}/g)].map(([around]) => around)).toEqual([]);
  });
});

describe('words a native reader changed', () => {
  // Read with the investors-only parts opened, attributes included: the footer's legal links are on every page.
  it.each(inLanguage('fr'))('$path names the report on forced labour and child labour in full', ({ file }) => {
    expect(readOpened(file)).not.toContain('Travail forcé et des enfants');
  });

  // The village is Brè sopra Locarno; Monte Brè is only the project's name.
  it.each(pages)('$path calls the village by its name', ({ file }) => {
    expect(readOpened(file)).not.toContain('Monte Brè sopra');
  });
});

describe('advertised in the languages it is translated into', () => {
  const links = (html: string) => [...html.matchAll(/<link rel="(alternate|canonical)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map(([, rel, lang, href]) => ({ rel, lang, href: new URL(href!).pathname }));
  const english = pages.filter(({ path, file }) => splitLocale(path).locale === 'en' && !/<meta name="robots" content="noindex/.test(readBuilt(file)));

  it.each(english)('$path offers itself in its four languages', ({ file }) => {
    const alternates = links(readBuilt(file)).filter((l) => l.rel === 'alternate' && l.lang !== 'x-default');
    expect(alternates.map((l) => l.lang).sort()).toEqual(['de-CH', 'en', 'fr-CH', 'it-CH']);
  });

  it('names each translated page as its own canonical address', () => {
    for (const code of ['it', 'de', 'fr']) {
      const page = pages.find(({ path }) => path === localizePath(PROPERTY, code));
      expect(links(readBuilt(page!.file)).find((l) => l.rel === 'canonical')?.href).toBe(localizePath(PROPERTY, code));
    }
  });

  it('lists every language of a translated page in the sitemap', () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    for (const code of ['it', 'de', 'fr']) expect(listed).toContain(localizePath(PROPERTY, code));
  });

  it('lists a project at its own address only, not at its second one under /portfolio', () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    expect(listed).toContain('/de/projects/brissago-hotel-spa');
    expect(listed.filter((path) => /\/portfolio\/brissago-hotel-spa$/.test(path))).toEqual([]);
  });

  it.each([
    ['it', 'it-CH', /\b(the|and|with)\b/i],
    ['de', 'de-CH', /\b(the|and|with)\b|ß/i],
    ['fr', 'fr-CH', /\b(the|and|with)\b/i],
  ])('gives %s its own feed, in its language', (code, tag, foreign) => {
    const feed = readFileSync(`dist/${code}/news/company/rss.xml`, 'utf8');
    expect(feed).toContain(`<language>${tag}</language>`);
    expect(feed).toMatch(new RegExp(`<link>https?://[^<]+/${code}/news/company</link>`));
    expect([...feed.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title).filter((title) => foreign.test(title!))).toEqual([]);
  });
});
