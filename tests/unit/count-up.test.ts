import { describe, expect, it } from 'vitest';
import { easeOutCubic, formatCountValue, parseCountValue } from '@/lib/portfolio/count-up';

describe('parseCountValue', () => {
  it('splits an amount into prefix, number and suffix', () => {
    expect(parseCountValue('EUR 185.0M')).toEqual({ prefix: 'EUR ', value: 185, suffix: 'M', decimals: 1, grouped: false });
  });

  it('reads grouped thousands', () => {
    expect(parseCountValue('10,000 m²')).toEqual({ prefix: '', value: 10000, suffix: ' m²', decimals: 0, grouped: true });
  });

  it('takes the first number only', () => {
    expect(parseCountValue('4.8/5')).toMatchObject({ value: 4.8, suffix: '/5' });
    expect(parseCountValue('Up to 500 guests')).toMatchObject({ prefix: 'Up to ', value: 500, suffix: ' guests' });
  });

  it('returns null for a value without a number', () => {
    expect(parseCountValue('Comprehensive Restoration')).toBeNull();
    expect(parseCountValue('')).toBeNull();
  });

  it('reads the decimal comma of French', () => {
    expect(parseCountValue('CHF 24,6M', 'fr')).toMatchObject({ prefix: 'CHF ', value: 24.6, decimals: 1, suffix: 'M' });
  });

  it('reads the Swiss apostrophe as a thousands separator', () => {
    expect(parseCountValue("11'785 m²", 'de-CH')).toMatchObject({ value: 11785, grouped: true });
    expect(parseCountValue('11’785 m²', 'de-CH')).toMatchObject({ value: 11785, grouped: true });
  });
});

describe('formatCountValue', () => {
  it('writes an intermediate value in the style of the final one', () => {
    const parts = parseCountValue('EUR 185.0M')!;
    expect(formatCountValue(parts, 0)).toBe('EUR 0.0M');
    expect(formatCountValue(parts, 92.54)).toBe('EUR 92.5M');
    expect(formatCountValue(parts, 185)).toBe('EUR 185.0M');
  });

  it('keeps grouping only where the value had it', () => {
    expect(formatCountValue(parseCountValue('10,000 m²')!, 1234)).toBe('1,234 m²');
    expect(formatCountValue(parseCountValue('2300 hours')!, 1234)).toBe('1234 hours');
  });
});

describe('easeOutCubic', () => {
  it('runs from 0 to 1 and clamps outside', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
  });
});
