import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTranslations, type UIKey } from '@/i18n';
import { typeset, typesetDeep, typesetHtml } from '@/i18n/typography';

const N = '\u202F';
const NB = '\u00A0';
const fr = (text: string) => typeset(text, 'fr');

describe('French typography', () => {
  it('sets a narrow no-break space before ; : ! ? and inside « »', () => {
    expect(fr('Contact : info ; vraiment ? Oui ! « Villa »')).toBe(`Contact${N}: info${N}; vraiment${N}? Oui${N}! «${N}Villa${N}»`);
  });

  it('replaces a no-break space typed by hand, and leaves text without spaces alone', () => {
    expect(fr('Note\u00A0: x')).toBe(`Note${N}: x`);
    expect(fr('une phrase coupée\n: suite')).toBe(`une phrase coupée${N}: suite`);
    expect(fr('| Nom | Durée |\n| :--- | ---: |')).toBe('| Nom | Durée |\n| :--- | ---: |');
    expect(fr('https://www.verbanocapital.ch/fr?x=1 10:30')).toBe('https://www.verbanocapital.ch/fr?x=1 10:30');
  });

  it('keeps a number with its unit, percent sign and currency', () => {
    expect(fr('un budget de CHF 60 millions, soit 9,2 % de plus, à 1 340 m')).toBe(`un budget de CHF${NB}60${NB}millions, soit 9,2${N}% de plus, à 1 340${NB}m`);
    expect(fr('en 2025 mais')).toBe('en 2025 mais');
  });

  it('writes an accented letter as one character', () => {
    expect(fr('Ancrage re\u0301gional')).toBe('Ancrage régional');
    expect(typeset('Gescha\u0308ft', 'de')).toBe('Geschäft');
    expect(typesetHtml('<h2>Caldè e citta\u0300</h2>', 'it')).toBe('<h2>Caldè e città</h2>');
  });

  it('changes the text of HTML, never its tags', () => {
    expect(typesetHtml('<p title="a : b">Pourquoi ? <a href="/fr?x=1 :">Ici</a></p>', 'fr')).toBe(`<p title="a : b">Pourquoi${N}? <a href="/fr?x=1 :">Ici</a></p>`);
  });

  it('reaches every string of an entry and keeps other values', () => {
    const date = new Date('2025-03-15');
    expect(typesetDeep({ title: 'Oui !', order: 2, date, list: [{ alt: 'A : B' }] }, 'fr')).toEqual({ title: `Oui${N}!`, order: 2, date, list: [{ alt: `A${N}: B` }] });
  });
});

describe('amounts in German and Italian', () => {
  it('keep their currency and unit on their line, a line break of folded YAML included', () => {
    expect(typeset('Heutiger Wert von EUR 185 Mio., danach\nEUR 350 Mio. auf 15’000 m²', 'de')).toBe(`Heutiger Wert von EUR${NB}185${NB}Mio., danach\nEUR${NB}350${NB}Mio. auf 15’000${NB}m²`);
    expect(typeset('un investimento di CHF 40 milioni e 120 camere', 'it')).toBe(`un investimento di CHF${NB}40${NB}milioni e 120${NB}camere`);
  });

  it('leave words that only begin like a unit, and the rest of the text, as they are', () => {
    expect(typeset('seit 2013 mal hier, 3 Mitarbeitende, Seite 2 von 5', 'de')).toBe('seit 2013 mal hier, 3 Mitarbeitende, Seite 2 von 5');
    expect(typeset('Domanda : risposta', 'it')).toBe('Domanda : risposta');
  });

  it('change the text of HTML, never its tags', () => {
    expect(typesetHtml('<p data-x="EUR 5">EUR 85 Mio.</p>', 'de')).toBe(`<p data-x="EUR 5">EUR${NB}85${NB}Mio.</p>`);
  });
});

describe('every French UI string', () => {
  const t = useTranslations('fr');
  // cms.json is the CMS's dictionary (admin/language.ts), not strings of the site's t().
  const keys = readdirSync('src/i18n/fr').filter((file) => file !== 'cms.json').flatMap((file) => Object.keys(JSON.parse(readFileSync(`src/i18n/fr/${file}`, 'utf8')) as Record<string, string>));
  // Before ; : ! ? » and after « a narrow no-break space, whatever the string says; the colon of a
  // time (9:00) or a web address (https://) is not punctuation.
  const unspaced = /(?<!\u202F)[;!?»]|(?<![\u202F\d])(?<!https?):(?!\/\/|\d)|«(?!\u202F)/;

  it.each(keys)('%s: its punctuation has the narrow no-break space French typesetting wants', (key) => {
    // A plural string is read in both its forms (0 and 1 take the singular in French, 2 the plural).
    for (const count of [1, 2]) expect(t(key as UIKey, { count })).not.toMatch(unspaced);
  });
});
