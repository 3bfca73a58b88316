import { describe, expect, it } from 'vitest';
import { formatAmount, formatArea, formatDate, formatMillions, formatMortgage, isoDate } from '@/lib/format';

describe('formatMillions', () => {
  it('shows one decimal at most and none on a whole number, as a Swiss firm prints amounts in millions', () => {
    expect(formatMillions(75)).toBe('75');
    expect(formatMillions(88.1)).toBe('88.1');
    expect(formatMillions(0)).toBe('0');
    expect(formatMillions(49.98)).toBe('50');
  });

  it('rounds to one decimal', () => {
    expect(formatMillions(37.14)).toBe('37.1');
    expect(formatMillions(99.45)).toBe('99.5');
  });

  it('groups thousands the Swiss way: the typographic apostrophe, in French a narrow no-break space', () => {
    expect(formatMillions(1250)).toBe('1’250');
    expect(formatMillions(1250.5)).toBe('1’250.5');
    for (const locale of ['de', 'it']) expect(formatMillions(12500, locale)).toBe('12’500');
    expect(formatMillions(12500, 'fr')).toBe('12\u202F500');
    expect(formatMillions(12500.4, 'fr')).toBe('12\u202F500,4');
  });

  it('uses the decimal mark of the language in Switzerland', () => {
    expect(formatMillions(88.1, 'fr')).toBe('88,1');
    expect(formatMillions(88.1, 'de')).toBe('88.1');
    expect(formatMillions(88.1, 'it')).toBe('88.1');
  });
});

describe('formatAmount', () => {
  it('writes CHF and EUR amounts in millions, short by default', () => {
    expect(formatAmount(152, 'CHF')).toBe('CHF\u00A0152M');
    expect(formatAmount(85, 'EUR')).toBe('EUR\u00A085M');
  });

  it('writes the long form in text', () => {
    expect(formatAmount(350, 'EUR', { style: 'long' })).toBe('EUR\u00A0350\u00A0million');
    expect(formatAmount(4.7, 'CHF', { style: 'long' })).toBe('CHF\u00A04.7\u00A0million');
  });

  it('writes whole amounts without ".0" in every language, in figures and in text alike', () => {
    expect(formatAmount(50, 'CHF', { locale: 'de' })).toBe('CHF\u00A050\u00A0Mio.');
    expect(formatAmount(50, 'CHF', { locale: 'fr' })).toBe('CHF\u00A050\u00A0mio');
    expect(formatAmount(50, 'CHF', { locale: 'it' })).toBe('CHF\u00A050\u00A0mio.');
    expect(formatAmount(50, 'CHF', { style: 'long' })).toBe('CHF\u00A050\u00A0million');
  });

  it('follows the language for the number and the word: no English "million" on a translated page', () => {
    expect(formatAmount(24.6, 'CHF', { locale: 'fr' })).toBe('CHF\u00A024,6\u00A0mio');
    expect(formatAmount(88.1, 'CHF', { locale: 'de' })).toBe('CHF\u00A088.1\u00A0Mio.');
    expect(formatAmount(88.1, 'CHF', { locale: 'it', style: 'long' })).toBe('CHF\u00A088.1\u00A0milioni');
    expect(formatAmount(1250, 'EUR', { locale: 'de', style: 'long' })).toBe('EUR\u00A01’250\u00A0Mio.');
  });
});

describe('formatMortgage', () => {
  it('writes a mortgage of zero as none, in each language', () => {
    expect(formatMortgage(0, 'CHF')).toBe('None');
    expect(formatMortgage(0, 'CHF', { locale: 'de' })).toBe('Keine');
    expect(formatMortgage(0, 'CHF', { locale: 'it' })).toBe('Nessuna');
    expect(formatMortgage(0, 'CHF', { locale: 'fr' })).toBe('Aucune');
  });

  it('writes any other mortgage as an amount', () => {
    expect(formatMortgage(4.7, 'CHF', { locale: 'de' })).toBe('CHF\u00A04.7\u00A0Mio.');
    expect(formatMortgage(17, 'EUR')).toBe('EUR\u00A017M');
  });
});

describe('formatArea', () => {
  it('groups thousands and adds square metres', () => {
    expect(formatArea(11785)).toBe('11’785\u00A0m²');
    expect(formatArea(1280, 'it')).toBe('1’280\u00A0m²');
    expect(formatArea(950)).toBe('950\u00A0m²');
    expect(formatArea(11785, 'fr')).toBe('11\u202F785\u00A0m²');
  });
});

describe('dates', () => {
  it('formats a day and a month in UTC', () => {
    const date = new Date(Date.UTC(2025, 2, 15));
    expect(formatDate(date)).toBe('15 March 2025');
    expect(formatDate(date, 'en', 'month')).toBe('March 2025');
    expect(formatDate(date, 'de')).toBe('15. März 2025');
    expect(formatDate(date, 'it')).toBe('15 marzo 2025');
    expect(formatDate(date, 'fr')).toBe('15 mars 2025');
    expect(isoDate(date)).toBe('2025-03-15');
  });
});
