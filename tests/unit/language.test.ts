import { describe, expect, it } from 'vitest';
import { languageHref } from '../../src/lib/language';
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
