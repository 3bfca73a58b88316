import { describe, expect, it } from 'vitest';
import { headingId, sectionTones, splitClosing } from '@/lib/sections';

describe('sectionTones', () => {
  it('alternates the two light grounds and sets figures on ink', () => {
    expect(sectionTones(['text', 'cards', 'steps', 'metrics', 'cards', 'callout'])).toEqual(['ivory', 'stone', 'ivory', 'ink', 'ivory', 'stone']);
  });

  it('never gives two neighbouring bands the same ground', () => {
    const types = ['cards', 'cards', 'metrics', 'metrics', 'text', 'bullets', 'tiles', 'callout'];
    const tones = sectionTones(types);
    // Figures are always set on ink, so two bands of figures in a row share it.
    expect(tones.slice(1).filter((tone, i) => tone !== 'ink' && tone === tones[i])).toEqual([]);
  });

  it('starts from the ground the page asks for', () => {
    expect(sectionTones(['text', 'cards'], 'stone')).toEqual(['stone', 'ivory']);
  });
});

describe('splitClosing', () => {
  it('separates the closing calls to action from the body', () => {
    const sections = [{ type: 'text' }, { type: 'callout' }, { type: 'cards' }, { type: 'callout' }, { type: 'callout' }];
    const { body, closing } = splitClosing(sections);
    expect(body).toEqual(sections.slice(0, 3));
    expect(closing).toEqual(sections.slice(3));
  });

  it('leaves a page without a closing call to action whole', () => {
    expect(splitClosing([{ type: 'text' }])).toEqual({ body: [{ type: 'text' }], closing: [] });
    expect(splitClosing([])).toEqual({ body: [], closing: [] });
  });
});

describe('headingId', () => {
  it('uses the anchor, else the position', () => {
    expect(headingId({ anchor: 'approach' }, 2)).toBe('approach-heading');
    expect(headingId({}, 2)).toBe('section-3-heading');
  });
});
