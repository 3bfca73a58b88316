import { describe, expect, it } from 'vitest';
import { firstSentences } from '@/lib/text';

describe('firstSentences', () => {
  it('keeps the first sentences of a paragraph', () => {
    expect(firstSentences('One is here. Two is there! Three? Four.', 2)).toBe('One is here. Two is there!');
  });

  it('does not cut at abbreviations or inside numbers', () => {
    const bio = 'She studied at the University of St. Gallen and holds a lic. oec. HSG degree. She joined in 2016. She leads 4.5 teams.';
    expect(firstSentences(bio, 1)).toBe('She studied at the University of St. Gallen and holds a lic. oec. HSG degree.');
  });

  it('returns a short text whole, with its spacing tidied', () => {
    expect(firstSentences('Only one\n  sentence here.', 2)).toBe('Only one sentence here.');
  });
});
