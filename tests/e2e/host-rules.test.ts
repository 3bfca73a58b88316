/**
 * One address per page, as a static host serves the build: every page of the sitemap answers at
 * its address without a slash, the address with a slash or with .html redirects there, and a miss
 * gets the not-found page `_redirects` names for its language and area.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectsFile } from '@/lib/not-found';
import { baseUrl } from '../support/browser';
import { DIST, readBuilt } from '../support/site';

const sitemapPaths = readdirSync(DIST)
  .filter((name) => /^sitemap-\d+\.xml$/.test(name))
  .flatMap((name) => [...readFileSync(join(DIST, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname));
const get = (path: string) => fetch(new URL(path, baseUrl()), { redirect: 'manual' });
/** The rules of `dist/_redirects` as [prefix, page, status], in their order. */
const rules = readBuilt(join(DIST, '_redirects'))
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split(/\s+/));

describe('addresses', () => {
  it('the sitemap lists pages in every language', () => {
    expect(sitemapPaths.length).toBeGreaterThan(100);
    expect(sitemapPaths).toEqual(expect.arrayContaining(['/', '/de', '/portfolio', '/de/portfolio', '/news/company']));
  });

  it('every page of the sitemap answers at its address, and with a slash or .html redirects (301) there', async () => {
    for (const path of sitemapPaths) {
      const page = await get(path);
      expect([path, page.status]).toEqual([path, 200]);
      const variants = path === '/' ? ['/index.html'] : [`${path}/`, `${path}.html`];
      for (const variant of variants) {
        const answer = await get(`${variant}?from=test`);
        expect([variant, answer.status, answer.headers.get('location')]).toEqual([variant, 301, `${path}?from=test`]);
      }
    }
  });
});

describe('misses', () => {
  it('_redirects is the one the build writes from the locales and the areas', () => {
    expect(readBuilt(join(DIST, '_redirects'))).toBe(redirectsFile());
  });

  it('each rule of _redirects comes before any rule that would catch its addresses, and every language and area has one', () => {
    const prefixes = rules.map(([from]) => from!.replace(/\*$/, ''));
    prefixes.forEach((prefix, i) => expect(prefixes.slice(0, i).filter((earlier) => prefix.startsWith(earlier)), prefix).toEqual([]));
    expect(prefixes).toEqual(expect.arrayContaining(['/de/', '/it/', '/fr/', '/property/', '/de/property/', '/fr/news/reports/']));
    expect(rules.every(([, , status]) => status === '404')).toBe(true);
  });

  it('a miss under each rule answers 404 with the page the rule names, which exists; any other miss with 404.html', async () => {
    for (const [from, page] of rules) {
      const miss = `${from!.replace(/\*$/, '')}no-such-entry`;
      const answer = await get(miss);
      expect([miss, answer.status]).toEqual([miss, 404]);
      expect(await answer.text(), miss).toBe(readBuilt(join(DIST, `${page}.html`)));
    }
    const elsewhere = await get('/no-such-page');
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toBe(readBuilt(join(DIST, '404.html')));
  });
});
