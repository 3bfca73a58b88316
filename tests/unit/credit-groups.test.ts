import { describe, expect, it } from 'vitest';
import { creditGroups } from '@/lib/credit-groups';
import { credits, type Credit } from '@/lib/credits';

const base = { author: 'A', licence: 'CC BY 4.0', licenceUrl: 'https://creativecommons.org/licenses/by/4.0/' };

describe('creditGroups', () => {
  it('puts crops and derived images under their photograph, and artwork apart', () => {
    const list: Credit[] = [
      { ...base, file: 'lake.jpg', kind: 'photo', title: 'Lake' },
      { ...base, file: 'lake-crop.jpg', kind: 'crop', title: 'Crop of lake', derivedFrom: 'lake.jpg' },
      { ...base, file: 'hero.mp4', kind: 'derived', title: 'Video', derivedFrom: 'lake.jpg' },
      { ...base, file: 'hero.webm', kind: 'derived', title: 'Video', derivedFrom: 'lake.jpg' },
      { file: 'logo.svg', kind: 'artwork', title: 'Logo', author: 'Firm', licence: 'All rights reserved' },
    ];
    const { photographs, artwork } = creditGroups(list);
    expect(photographs.map((p) => [p.photo.file, p.derived.map((d) => d.file)])).toEqual([['lake.jpg', ['lake-crop.jpg', 'hero.mp4']]]);
    expect(artwork.map((a) => a.file)).toEqual(['logo.svg']);
  });

  it('refuses a derived image whose photograph has no entry', () => {
    expect(() => creditGroups([{ ...base, file: 'x.jpg', kind: 'crop', title: 'X', derivedFrom: 'gone.jpg' }])).toThrow(/gone\.jpg/);
  });

  it('accounts for every entry of credits.yml', () => {
    const { photographs, artwork } = creditGroups(credits);
    const shown = new Set([...photographs.flatMap((p) => [p.photo, ...p.derived]), ...artwork].map((c) => c.title));
    expect(credits.filter((c) => !shown.has(c.title))).toEqual([]);
  });
});
