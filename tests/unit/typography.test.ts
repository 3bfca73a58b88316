import { describe, expect, it } from 'vitest';
import { frenchSpacing, frenchSpacingDeep, frenchSpacingInHtml } from '@/i18n/typography';

const N = '\u202F';

describe('French typography', () => {
  it('sets a narrow no-break space before ; : ! ? and inside « »', () => {
    expect(frenchSpacing('Contact : info ; vraiment ? Oui ! « Villa »')).toBe(`Contact${N}: info${N}; vraiment${N}? Oui${N}! «${N}Villa${N}»`);
  });

  it('replaces a no-break space typed by hand, and leaves text without spaces alone', () => {
    expect(frenchSpacing('Note\u00A0: x')).toBe(`Note${N}: x`);
    expect(frenchSpacing('une phrase coupée\n: suite')).toBe(`une phrase coupée${N}: suite`);
    expect(frenchSpacing('| Nom | Durée |\n| :--- | ---: |')).toBe('| Nom | Durée |\n| :--- | ---: |');
    expect(frenchSpacing('https://www.verbanocapital.ch/fr?x=1 10:30')).toBe('https://www.verbanocapital.ch/fr?x=1 10:30');
  });

  it('keeps a number with its unit, percent sign and currency', () => {
    expect(frenchSpacing('un budget de CHF 60 millions, soit 9,2 % de plus, à 1 340 m')).toBe(`un budget de CHF\u00A060\u00A0millions, soit 9,2${N}% de plus, à 1 340\u00A0m`);
    expect(frenchSpacing('en 2025 mais')).toBe('en 2025 mais');
  });

  it('changes the text of HTML, never its tags', () => {
    expect(frenchSpacingInHtml('<p title="a : b">Pourquoi ? <a href="/fr?x=1 :">Ici</a></p>')).toBe(`<p title="a : b">Pourquoi${N}? <a href="/fr?x=1 :">Ici</a></p>`);
  });

  it('reaches every string of an entry and keeps other values', () => {
    const date = new Date('2025-03-15');
    expect(frenchSpacingDeep({ title: 'Oui !', order: 2, date, list: [{ alt: 'A : B' }] })).toEqual({ title: `Oui${N}!`, order: 2, date, list: [{ alt: `A${N}: B` }] });
  });
});
