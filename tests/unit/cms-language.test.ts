/**
 * The CMS in the editor's language (admin/language.ts): every word the configuration shows an
 * editor has its German, Italian and French, refusals are translated with their values, and the
 * language follows the editor's choice before the browser's.
 */
import { describe, expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { numberProblem } from '@/model/rules';
import choices from '@/i18n/en/choices.json';
import { toDecapConfig } from '../../admin/config';
import { CMS_DICTIONARIES, cmsLocale, cmsText, configTexts, inCmsLanguage, swissGerman } from '../../admin/language';

const config = toDecapConfig(collections, { backend: { name: 'test-repo' } });
const LANGUAGES = ['de', 'it', 'fr'] as const;
/** Codes and figures read alike in every language ("CHF", "ESG", "3"). */
const universal = (text: string) => /^[A-Z0-9 .,-]+$/.test(text);
/** The fixed choices, which the CMS labels with the site's own words for them (src/i18n/<language>/choices.json). */
const CHOICES = new Set(Object.values(choices));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the words of the CMS', () => {
  test.each(LANGUAGES)('every collection name, label, hint and message of the configuration has its %s', (language) => {
    const dictionary = CMS_DICTIONARIES[language] ?? {};
    const missing = [...configTexts(config)].filter((english) => !universal(english) && dictionary[english] === undefined && !CHOICES.has(english));
    expect(missing).toEqual([]);
  });

  test('each dictionary holds the same English texts, with the same placeholders in each language', () => {
    const english = Object.keys(CMS_DICTIONARIES.de ?? {}).sort();
    for (const language of LANGUAGES) {
      const dictionary = CMS_DICTIONARIES[language] ?? {};
      expect(Object.keys(dictionary).sort(), language).toEqual(english);
      for (const [text, translation] of Object.entries(dictionary)) expect(placeholders(translation), `${language}: ${text}`).toEqual(placeholders(text));
    }
  });

  test('Swiss German writes no ß, in the dictionary and in Decap’s own phrases', () => {
    expect(Object.values(CMS_DICTIONARIES.de ?? {}).filter((text) => text.includes('ß'))).toEqual([]);
    expect(swissGerman({ editor: { max: '%{fieldLabel} darf nicht größer sein.' } })).toEqual({ editor: { max: '%{fieldLabel} darf nicht grösser sein.' } });
  });

  test('the configuration handed to Decap speaks the language, its values and addresses unchanged', () => {
    const german = inCmsLanguage(config, cmsText('de'));
    const properties = german.collections.find((c) => c.name === 'properties');
    expect(properties?.label).toBe('Liegenschaften');
    const category = properties?.fields?.find((f) => f.name === 'category') as { label: string; options: { label: string; value: string }[] };
    expect(category.label).toBe('Kategorie');
    // A fixed choice reads as on the German pages; its value stays the English one the content holds.
    expect(category.options.find((o) => o.value === 'Five-Star Boutique Hotel')?.label).toBe('Fünfsterne-Boutique-Hotel');
    expect(properties?.folder).toBe('content/properties');
  });
});

describe('refusals in the editor’s language', () => {
  test('a message made from a template is translated with its values', () => {
    const problem = numberProblem({ kind: 'number', name: 'rooms', label: 'Rooms', min: 1 }, '0');
    expect(problem).toBe('Use a number of at least 1.');
    expect(cmsText('de')(problem ?? '')).toBe('Verwenden Sie eine Zahl von mindestens 1.');
    expect(cmsText('fr')(problem ?? '')).toBe('Utilisez un nombre d’au moins 1.');
  });

  test('a field’s label before a message stays as the form shows it, and the message is translated', () => {
    expect(cmsText('it')('Caratteristiche principali: Add at least one item.')).toBe('Caratteristiche principali: Aggiungere almeno una voce.');
  });

  test('values are filled into a text that has them; English keeps its own words', () => {
    expect(cmsText('de')('Not saved. Please check {fields}: what each needs is said under it.', { fields: 'Titel, Datum' })).toBe('Nicht gespeichert. Bitte prüfen Sie Titel, Datum: Was jedes Feld braucht, steht jeweils darunter.');
    expect(cmsText('en')('Enter a number, e.g. {example}.', { example: '12' })).toBe('Enter a number, e.g. 12.');
  });
});

describe('the language of the CMS', () => {
  test('the editor’s choice, else the first of the browser’s languages the site has, else English', () => {
    expect(cmsLocale(['de-CH', 'en'], 'fr')).toBe('fr');
    expect(cmsLocale(['de-CH', 'en'], null)).toBe('de');
    expect(cmsLocale(['de-CH'], 'es')).toBe('de');
    expect(cmsLocale(['ja'])).toBe('en');
  });
});
