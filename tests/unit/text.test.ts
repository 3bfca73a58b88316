import { describe, expect, it } from 'vitest';
import { cardExcerpt, firstSentences } from '@/lib/text';

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

describe('cardExcerpt', () => {
  it('returns a text that fits whole, with its spacing tidied', () => {
    expect(cardExcerpt('A short\n  summary.', 40)).toBe('A short summary.');
  });

  it('stops after the last whole sentence that fits', () => {
    expect(cardExcerpt('The estate will be restored. Its gardens stay as they are today.', 45)).toBe('The estate will be restored.');
  });

  it('cuts after a word, never inside an amount or an area, and marks the cut', () => {
    const text = 'Verbano Capital has agreed a CHF 4.2 million refurbishment of the hotel and its 7,820 square metres of park';
    for (let max = 30; max < text.length; max++) {
      const cut = cardExcerpt(text, max);
      expect(cut.length, cut).toBeLessThanOrEqual(max);
      expect(cut, `at ${max}`).toMatch(/…$/);
      expect(text.startsWith(cut.slice(0, -1)), cut).toBe(true);
      expect(cut, `at ${max}`).not.toMatch(/(?:CHF|4\.2|million|7,820|square)…$/);
    }
    expect(cardExcerpt(text, 36)).toBe('Verbano Capital has agreed a…');
    expect(cardExcerpt(text, 58)).toBe('Verbano Capital has agreed a…');
    expect(cardExcerpt(text, 60)).toBe('Verbano Capital has agreed a CHF 4.2 million refurbishment…');
  });

  it('keeps what no-break spaces join, and no comma before the mark', () => {
    expect(cardExcerpt('Un parc de 7\u202f820\u00a0m² au bord du lac, restauré avec soin', 30)).toBe('Un parc de 7\u202f820\u00a0m² au bord…');
    expect(cardExcerpt('A villa, a park, a boathouse and a long private shore', 17)).toBe('A villa, a park…');
  });
});
