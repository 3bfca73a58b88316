/**
 * The languages of the site, read as a visitor and a search engine would. Every Italian, German
 * and French page reads in its language, with no English standing in for a translation; German
 * is written the Swiss way, without ß; a page is advertised (hreflang, sitemap) exactly in the
 * languages it is translated into.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { localizePath, splitLocale } from '@/lib/routes';
import { readOpened } from './support/access';
import { useBrowser } from './support/browser';
import { looksEnglish, pageSays, type Said } from './support/english';
import { builtPages, readBuilt } from './support/site';
import { templatePage } from './support/templates';

const pages = builtPages();
const inLanguage = (code: string) => pages.filter(({ path }) => splitLocale(path).locale === code);
const { newContext } = useBrowser();
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

describe('the offer of the visitor’s language', () => {
  async function visit(locale: string, path: string) {
    const visitor = await newContext({ locale, reducedMotion: 'reduce' });
    const page = await visitor.newPage();
    await page.goto(path, { waitUntil: 'load' });
    return page;
  }

  it('offers an Italian reader the Italian page, in Italian, keeping the query; declining is remembered', async () => {
    const page = await visit('it-CH', `${PROPERTY}?from=mail`);
    const offer = page.locator('[data-language-offer="it"]');
    await offer.waitFor({ state: 'visible' });
    expect(await offer.getAttribute('lang')).toBe('it-CH');
    expect(await offer.innerText()).toContain(useTranslations('it')('languageOffer.text'));
    expect(await offer.getByRole('link').getAttribute('href')).toBe(`${localizePath(PROPERTY, 'it')}?from=mail`);
    await offer.getByRole('button').click();
    await offer.waitFor({ state: 'hidden' });
    await page.reload({ waitUntil: 'load' });
    await page.locator('[data-language-offers][data-language-checked]').waitFor({ state: 'attached' });
    expect(await offer.isVisible()).toBe(false);
    await page.context().close();
  });

  it('offers nothing to a reader of a language the site does not have, and never redirects', async () => {
    const page = await visit('es-ES', PROPERTY);
    await page.locator('[data-language-offers][data-language-checked]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-language-offer]:visible').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(PROPERTY);
    await page.context().close();
  });
});
