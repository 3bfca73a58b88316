/**
 * Amounts as a Swiss firm writes them, on every built page in every language: no trailing ".0"
 * or ",0" ("CHF 50 Mio.", "CHF 88.1M"), and a property without a mortgage says it has none.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import { localizePath, routes } from '@/lib/routes';
import { readFolder } from '../support/content';
import { builtPages, fileFor, readBuilt } from '../support/site';

/** The text and attribute values of a page, without its scripts (structured data holds plain numbers). */
const readable = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

/** An amount with a currency or a unit of millions whose decimal is a bare zero: "CHF 50.0M", "50,0 mio". */
const TRAILING_ZERO = /(?:CHF|EUR|USD)[\s\u00A0]*\d[\d’'\u202F]*[.,]0(?!\d)|\d[.,]0[\s\u00A0]*(?:M\b|Mio\.|mio\b|million|milioni|millions)/g;

describe('amounts', () => {
  it.each(builtPages())('$path: no amount ends in ".0" or ",0"', ({ file }) => {
    expect(readable(readBuilt(file)).match(TRAILING_ZERO) ?? []).toEqual([]);
  });

  const unencumbered = readFolder('properties')
    .map((entry) => entry.data)
    .filter((p) => p['mortgage'] === 0 && !p['investorsOnly']);
  const cases = unencumbered.flatMap((p) => LOCALES.map((l) => [String(p['slug']), l.code] as const));

  it('some public property has no mortgage', () => {
    expect(unencumbered.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s (%s): a mortgage of zero reads as none, in the key figures and the investment summary', (slug, code) => {
    const file = fileFor(localizePath(routes.property(slug), code));
    expect(file, 'the built page').toBeDefined();
    const html = readBuilt(file ?? '');
    const none = useTranslations(code)('property.noMortgage');
    const figure = /data-figure="mortgage"[\s\S]*?<dd[^>]*>\s*([^<]*?)\s*<\/dd>/.exec(html)?.[1];
    const summary = /data-amount="mortgage"[\s\S]*?<dd[^>]*>\s*([^<]*?)\s*<\/dd>/.exec(html)?.[1];
    expect([figure, summary]).toEqual([none, none]);
  });
});
