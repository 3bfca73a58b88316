import { describe, expect, it } from 'vitest';
import { initials } from '@/lib/monogram';

describe('initials', () => {
  it('takes the first letters of the first and the last name', () => {
    expect(initials('Marco Vanoni')).toBe('MV');
    expect(initials('Elisabeth Frommelt')).toBe('EF');
  });

  it('skips middle names and extra spaces, and keeps accented letters', () => {
    expect(initials('  Anna  Maria   Rossi ')).toBe('AR');
    expect(initials('Émilie Zürcher')).toBe('ÉZ');
  });

  it('gives one letter for a single name', () => {
    expect(initials('Giulia')).toBe('G');
  });
});
