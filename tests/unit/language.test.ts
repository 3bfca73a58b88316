import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/languages';
import { languageHref, languageToOffer } from '../../src/lib/language';
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

describe('each language’s own "not found" page', () => {
  it('answers every unknown address under a language prefix with that language’s 404 page', () => {
    const rules = readFileSync('public/_redirects', 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const others = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => l.code);
    expect(rules.map((line) => line.split(/\s+/))).toEqual(others.map((code) => [`/${code}/*`, `/${code}/404`, '404']));
  });
});
