import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/languages';
import { languageHref } from '../../src/lib/language';
import { languageToOffer } from '../../src/lib/language-offer';
import { NOT_FOUND_AREAS, redirectsFile } from '../../src/lib/not-found';
import { localizePath } from '../../src/lib/routes';

describe('localizePath', () => {
  it('prefixes paths for other languages and leaves English alone', () => {
    expect(localizePath('/portfolio', 'de')).toBe('/de/portfolio');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/portfolio', 'en')).toBe('/portfolio');
  });

  it('keeps a fragment or query after the prefixed path', () => {
    expect(localizePath('/#what-we-do', 'de')).toBe('/de#what-we-do');
    expect(localizePath('/news/press?year=2024', 'it')).toBe('/it/news/press?year=2024');
    expect(localizePath('#main', 'de')).toBe('#main');
  });
});

describe('languageHref', () => {
  it('opens the same page in another language', () => {
    expect(languageHref('/portfolio', 'de')).toBe('/de/portfolio');
    expect(languageHref('/de/portfolio', 'en')).toBe('/portfolio');
    expect(languageHref('/de/portfolio', 'it')).toBe('/it/portfolio');
    expect(languageHref('/fr', 'en')).toBe('/');
    expect(languageHref('/', 'fr', '#news')).toBe('/fr#news');
  });
});

describe('the offer of the visitor’s language on an English page', () => {
  it('offers the first browser language in which the page exists', () => {
    expect(languageToOffer(['it-CH', 'de'], ['de', 'it', 'fr'], null)).toBe('it');
    expect(languageToOffer(['es', 'fr-CH'], ['de', 'it', 'fr'], null)).toBe('fr');
    expect(languageToOffer(['de-CH'], ['it'], null)).toBeUndefined();
  });

  it('offers nothing to a visitor who prefers English or has chosen or declined before', () => {
    expect(languageToOffer(['en-GB', 'it'], ['it'], null)).toBeUndefined();
    expect(languageToOffer(['it'], ['it'], 'en')).toBeUndefined();
    expect(languageToOffer(['it'], ['it'], 'de')).toBeUndefined();
  });
});

describe('the not-found pages a host answers a miss with (_redirects)', () => {
  const rules = redirectsFile()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
  const others = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => l.code);

  it('sends a miss under an area to that area’s page in its language, then one under a language to that language’s page', () => {
    const area = (prefix: string, code?: string) => [`${code ? `/${code}` : ''}${prefix}*`, `${code ? `/${code}` : ''}${prefix}404`, '404'];
    expect(rules).toEqual([
      ...NOT_FOUND_AREAS.flatMap(({ prefix }) => [...others.map((code) => area(prefix, code)), area(prefix)]),
      ...others.map((code) => [`/${code}/*`, `/${code}/404`, '404']),
    ]);
  });

  it('puts every rule before any rule that would catch its addresses', () => {
    const prefixes = rules.map(([from]) => from!.slice(0, -1));
    prefixes.forEach((prefix, i) => expect(prefixes.slice(0, i).filter((earlier) => prefix.startsWith(earlier)), prefix).toEqual([]));
  });
});
