/**
 * Every page carries its title, description, canonical URL, Open Graph and Twitter tags and the
 * firm's Organization data; the build has a sitemap and robots.txt that point at each other.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtPages, fileFor, isDefaultLanguage, readBuilt } from '../support/site';

const SITE = process.env.SITE_URL ?? 'https://www.verbanocapital.ch';
const settings = (parse(readFileSync('content/settings/site.yml', 'utf8')) as { en: { firmName: string } }).en;
const pages = builtPages();

const meta = (html: string, key: string) =>
  new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]+content="([^"]*)"`).exec(html)?.[1] ?? new RegExp(`<meta[^>]+content="([^"]*)"[^>]+(?:name|property)="${key}"`).exec(html)?.[1];

describe('SEO tags', () => {
  it.each(pages)('$path has title, description, canonical, Open Graph and Twitter tags', ({ file }) => {
    const html = readBuilt(file);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, 'title').toBeTruthy();
    expect(meta(html, 'description')?.length, 'description').toBeGreaterThan(20);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, 'canonical').toMatch(new RegExp(`^${SITE}`));
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card', 'twitter:image']) {
      expect(meta(html, key), key).toBeTruthy();
    }
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\//);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as { '@type': string; name?: string });
    expect(ld.find((d) => d['@type'] === 'Organization')?.name).toBe(settings.firmName);
    expect(title?.split(settings.firmName).length, 'the firm’s name once in the title').toBe(2);
  });

  it('every page has a title of its own', () => {
    // Aliases (/team shows /people) say so with their canonical address and may share its title.
    const canonicalOf = (file: string) => /<link rel="canonical" href="([^"]+)"/.exec(readBuilt(file))?.[1];
    const english = pages.filter((p) => isDefaultLanguage(p.path) && !p.path.endsWith('404') && canonicalOf(p.file) === `${SITE}${p.path === '/' ? '/' : p.path}`);
    const titles = english.map((p) => /<title>([^<]+)<\/title>/.exec(readBuilt(p.file))?.[1]);
    const duplicates = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(duplicates).toEqual([]);
  });

  it('builds a sitemap of the public pages and a robots.txt that names it', () => {
    const robots = readFileSync(fileFor('/robots.txt')!, 'utf8');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
    expect(robots).toContain('Disallow: /admin');
    const sitemap = readFileSync(fileFor('/sitemap-0.xml')!, 'utf8');
    expect(sitemap).toContain(`<loc>${SITE}/</loc>`);
    for (const lang of ['it-CH', 'de-CH', 'fr-CH']) expect(sitemap).toMatch(new RegExp(`hreflang="${lang}"`));
    expect(sitemap).not.toMatch(/\/admin|\/investor-login|\/404/);
  });
});

describe('languages', () => {
  it('each page names its versions in the languages it is translated into (tests/e2e/languages.test.ts checks every page)', () => {
    const html = readBuilt(fileFor('/')!);
    for (const lang of ['en', 'it-CH', 'de-CH', 'fr-CH', 'x-default']) expect(html).toMatch(new RegExp(`hreflang="${lang}"`));
    for (const code of ['it', 'de', 'fr']) {
      const translated = readBuilt(fileFor(`/${code}`)!);
      expect(translated).toMatch(new RegExp(`<html lang="${code}-CH"`));
      expect(translated).toContain(`<link rel="canonical" href="${SITE}/${code}"`);
    }
  });
});
