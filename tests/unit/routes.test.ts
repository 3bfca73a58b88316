import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { localizePath, routes, splitLocale } from '@/lib/routes';
import { personSlug } from '@/model/slug';

describe('routes', () => {
  it('makes person addresses from the full name', () => {
    expect(personSlug('Marco Vanoni')).toBe('marco-vanoni');
    expect(personSlug('  Nicolò  Caverzasio ')).toBe('nicolo-caverzasio');
    expect(routes.person('Elisabeth Frommelt')).toBe('/people/elisabeth-frommelt');
  });

  it('prefixes internal paths with the language, leaving English and outside links alone', () => {
    expect(localizePath('/portfolio', 'de')).toBe('/de/portfolio');
    expect(localizePath('/', 'it')).toBe('/it');
    expect(localizePath('/portfolio', 'en')).toBe('/portfolio');
    expect(localizePath('mailto:info@example.com', 'fr')).toBe('mailto:info@example.com');
    expect(localizePath('https://example.com/x', 'fr')).toBe('https://example.com/x');
    expect(localizePath('#section', 'fr')).toBe('#section');
    expect(localizePath('/downloads/ticino-review.pdf', 'de')).toBe('/downloads/ticino-review.pdf');
    expect(localizePath('/news/press/rss.xml', 'it')).toBe('/news/press/rss.xml');
  });

  it('splits a path into its language and the English path', () => {
    expect(splitLocale('/de/portfolio')).toEqual({ locale: 'de', path: '/portfolio' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/portfolio')).toEqual({ locale: 'en', path: '/portfolio' });
    expect(splitLocale('/design')).toEqual({ locale: 'en', path: '/design' });
  });
});

describe('UI strings', () => {
  it('fills placeholders and falls back to English', () => {
    const t = useTranslations('de');
    expect(t('site.homeLink', { firm: 'Verbano Capital' })).toMatch(/Verbano Capital/);
    expect(useTranslations('en')('notFound.title')).toBe('404 Page Not Found');
  });

  it('refuses a key that no dictionary has', () => {
    const t = useTranslations('en');
    expect(() => t('no.such.key' as never)).toThrow(/Missing UI string "no.such.key"/);
  });
});
