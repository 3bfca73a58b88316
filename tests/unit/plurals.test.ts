import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { fill, formatMessage } from '@/i18n/message';

describe('t() with a string that has a text per plural form', () => {
  it('takes the singular for 1 and the plural otherwise in English, German and Italian', () => {
    expect([0, 1, 2].map((count) => useTranslations('en')('download.pages', { count }))).toEqual(['0 pages', '1 page', '2 pages']);
    expect([0, 1, 2].map((count) => useTranslations('de')('project.phaseCount', { count }))).toEqual(['0 Phasen', '1 Phase', '2 Phasen']);
    expect([0, 1, 2].map((count) => useTranslations('it')('project.deliverables', { count }))).toEqual(['0 tappe', '1 tappa', '2 tappe']);
  });

  it('takes the singular for 0 and 1 in French, as French writes them', () => {
    const t = useTranslations('fr');
    expect([0, 1, 2].map((count) => t('project.deliverables', { count }))).toEqual(['0 jalon', '1 jalon', '2 jalons']);
    expect(t('project.phasedDeliveryText', { count: 0 })).toBe('Réalisé en 0 phase, avec ses propres jalons.');
  });

  it('refuses a plural string without a number to count', () => {
    const t = useTranslations('en');
    expect(() => t('download.pages', { count: '3' } as never)).toThrow(/needs a number as its count/);
  });

  it('chooses by the language it is given, and reads a form the string lacks as its "other"', () => {
    expect(formatMessage({ one: '{count} item', other: '{count} items' }, { count: 0 }, 'fr')).toBe('0 item');
    expect(formatMessage({ one: '{count} item', other: '{count} items' }, { count: 0 }, 'en')).toBe('0 items');
    expect(formatMessage({ other: '{count} items' }, { count: 1 }, 'en')).toBe('1 items');
  });
});

describe('placeholders', () => {
  it('fill each {name} with its value, every time it appears, and leave one without a value as written', () => {
    expect(fill('{count} of {total}, {count} shown, {other}', { count: 3, total: 9 })).toBe('3 of 9, 3 shown, {other}');
  });
});
