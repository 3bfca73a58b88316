/**
 * The CMS in the editor's language (admin/language.ts): every word the configuration shows an
 * editor has its German, Italian and French, refusals are translated with their values, and the
 * language follows the editor's choice before the browser's.
 */
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { collections } from '@/model/collections';
import { numberProblem } from '@/model/rules';
import choices from '@/i18n/en/choices.json';
import { toDecapConfig } from '../../admin/config';
import { decapPhrases, listDatesIn } from '../../admin/decap-phrases';
import { CMS_DICTIONARIES, cmsLocale, cmsText, configTexts, inCmsLanguage, speakCms, swissGerman } from '../../admin/language';
import { inEditorsWords } from '../../admin/notices';
import { deletionRefusal } from '../../src/lib/content/references';
import { readContent, sourcesUsing } from '../../src/lib/content/references-on-disk';
import { UPLOAD_LIMITS, UPLOAD_REFUSALS, type UploadUse } from '../../src/lib/uploads';

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
    // A text with figures (a picture's hint) is held as a template with placeholders.
    const translate = cmsText(language);
    const missing = [...configTexts(config)].filter((english) => !universal(english) && dictionary[english] === undefined && translate(english) === english && !CHOICES.has(english));
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

const USES = Object.keys(UPLOAD_LIMITS) as UploadUse[];
/** Every refusal of an upload the CMS and the local backend can make, with a file name an editor might pick. */
const UPLOAD_MESSAGES = [
  UPLOAD_REFUSALS.tooLarge('Lago Maggiore 2025.jpg', 12.4 * 1024 * 1024, 5 * 1024 * 1024),
  ...USES.map((use) => UPLOAD_REFUSALS.wrongKind('Lago Maggiore 2025.jpg', use)),
  UPLOAD_REFUSALS.undecodable('Lago Maggiore 2025.jpg'),
  UPLOAD_REFUSALS.activeSvg('Lago Maggiore 2025.svg'),
  ...USES.filter((use) => UPLOAD_LIMITS[use].minLongSide || UPLOAD_LIMITS[use].minSide).map((use) => UPLOAD_REFUSALS.tooSmall('Lago Maggiore 2025.jpg', 640, 480, use)),
  UPLOAD_REFUSALS.tooBig('Lago Maggiore 2025.jpg', 9000, 6000, 8000),
];

const ROOT = process.cwd();
const entries = readContent(ROOT);
const designOf = (file: string) => sourcesUsing(ROOT, file);
/** Every kind of refusal to delete: an entry others use, a picture, a PDF, the site's own picture, a page, several at once, a draft's use. */
const DELETION_MESSAGES = [
  deletionRefusal(['content/properties/hotel-orselina.en.yml'], entries, designOf),
  deletionRefusal(['src/assets/media/wood-grain.jpg'], entries, designOf),
  deletionRefusal(['src/assets/media/hero-poster.jpg'], entries, designOf),
  deletionRefusal(['content/settings/menu.yml'], entries, designOf),
  deletionRefusal(['content/settings/menu.yml', 'content/pages/home.yml'], entries, designOf),
  deletionRefusal(['src/assets/media/wood-grain.jpg'], entries.map((e) => ({ ...e, label: `${e.label} (draft)` })), designOf),
].filter((m): m is string => m !== undefined);

/** The words of an English message of the CMS that are not a value in it (a file's name, an entry's title). */
const ENGLISH = /\b(is|the|it|not|of|at|may|must|needs|please|deleted|used by|remove|choose|picture|pixels on its|draft|site's design|properties|settings|brands|menu)\b/i;

describe('refusals of uploads and deletions', () => {
  test.each(LANGUAGES)('every refusal of an upload is in %s, its file name and figures kept', (language) => {
    const translate = cmsText(language);
    for (const message of UPLOAD_MESSAGES) {
      const words = translate(message);
      expect(words, message).not.toBe(message);
      expect(words.replace('Lago Maggiore 2025', ''), message).not.toMatch(ENGLISH);
      expect(words, message).toContain('Lago Maggiore 2025');
      // French writes its decimals with a comma: 12,4 Mo.
      for (const figure of message.match(/\d+(\.\d+)?/g) ?? []) expect(words, message).toContain(language === 'fr' ? figure.replace('.', ',') : figure);
    }
  });

  test.each(LANGUAGES)('every refusal to delete is in %s, with the collections named as the CMS names them', (language) => {
    expect(DELETION_MESSAGES.length).toBeGreaterThan(5);
    const translate = cmsText(language);
    const dictionary = CMS_DICTIONARIES[language] ?? {};
    for (const message of DELETION_MESSAGES) {
      const words = translate(message);
      for (const line of words.split('\n')) expect(line, message).not.toMatch(/\b(is still in use|Used by|part of the site|\(draft\)|Remove|Choose|the site's design)\b/);
      // The collections' names, as the CMS's menu shows them in the language.
      for (const name of ['Properties', 'Settings', 'Brands', 'Menu']) {
        if (message.includes(`${name} › `) || message.includes(` › ${name}`)) expect(words, message).toContain(dictionary[name]);
      }
    }
    expect(translate('Properties › Hotel Orselina is still in use, so it was not deleted. Used by: Brands › Villa Orselina, Settings › Menu. Remove what refers to it there first.')).toContain(
      `${dictionary['Properties']} › Hotel Orselina`,
    );
  });

  test('Decap’s own notices about media are in the language, the backend’s refusal in them too', () => {
    const refusal = deletionRefusal(['content/settings/menu.yml'], entries, designOf) ?? '';
    expect(cmsText('de')(`Failed to delete media: ${refusal}`)).toBe('Nicht gelöscht: Einstellungen › Menü gehört zur Website und kann nicht gelöscht werden.');
    expect(cmsText('fr')(`Failed to persist media: ${UPLOAD_REFUSALS.activeSvg('logo.svg')}`)).toMatch(/^Non téléversé : logo\.svg contient un script/);
  });
});

describe('Decap’s notices of a refusal', () => {
  const sent = (message: string | { key: string; details: unknown }) => inEditorsWords({ type: 'NOTIFICATION_SEND', payload: { message } }).payload.message;

  test('say the backend’s sentence alone, in the language the CMS speaks', () => {
    speakCms('de');
    try {
      const uncommitted = new Error('API_ERROR: Not saved: content/news/a.en.md has changes that are not committed yet, and the CMS does not save over them. Commit or undo those changes in the checkout, then try again.');
      expect(sent({ key: 'ui.toast.onFailToPersist', details: uncommitted })).toMatch(/^Nicht gespeichert: content\/news\/a\.en\.md enthält Änderungen/);
      const refusal = deletionRefusal(['content/settings/menu.yml'], entries, designOf) ?? '';
      expect(sent({ key: 'ui.toast.onFailToDelete', details: new Error(`API_ERROR: ${refusal}`) })).toEqual({ key: 'ui.toast.onFailToDelete', details: 'Einstellungen › Menü gehört zur Website und kann nicht gelöscht werden.' });
      expect(sent(`Failed to delete media: API_ERROR: ${refusal}`)).toBe('Nicht gelöscht: Einstellungen › Menü gehört zur Website und kann nicht gelöscht werden.');
    } finally {
      speakCms('en');
    }
  });
});

/** Decap's phrases, flattened to their keys ("auth.login"). */
const flat = (phrases: object, prefix = ''): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]): [string, string][] => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value as object, `${prefix}${key}.`)));
/** Decap's phrases that read alike in English and the language (names, codes, a placeholder alone). */
const SAME = new Set(['＋ %{collectionLabel}', '%{details}', '%{date}', '%{pattern}', '%{count} %{label}', 'D MMMM', 'Markdown', 'Code', 'Link', 'Status: %{status}', 'optional', 'Collections', 'Images', 'Notes', 'Account', 'Details']);

/** Decap's phrases of a language as installed (decap-cms-app's languages, which the CMS registers over). */
const installed = async (code: string) =>
  ((await import(pathToFileURL(join(process.cwd(), 'node_modules/decap-cms-locales/dist/esm', code, 'index.js')).href)) as { default: Parameters<typeof decapPhrases>[1] }).default;
const decapEn = await installed('en');
const decapDe = await installed('de');

describe('Decap’s own words', () => {
  test.each(LANGUAGES)('every phrase of Decap has its %s, none left in English', async (language) => {
    const english = Object.fromEntries(flat(decapPhrases('en', decapEn)));
    const own = Object.fromEntries(flat(decapPhrases(language, await installed(language))));
    const missing = Object.keys(english).filter((key) => own[key] === undefined);
    const leftInEnglish = Object.keys(english).filter((key) => own[key] === english[key] && !SAME.has(english[key] ?? ''));
    expect(missing).toEqual([]);
    expect(leftInEnglish).toEqual([]);
  });

  test('Swiss German and the known mistakes of Decap’s German are mended', () => {
    const german = Object.fromEntries(flat(decapPhrases('de', decapDe)));
    expect(Object.values(german).filter((text) => /ß|bishergen|Überprüfen ob|speicheren|Egebnisse|korrrekt|setzten die/.test(text))).toEqual([]);
    expect(german['auth.login']).toBe('Anmelden');
    expect(german['editor.editorControlPane.widget.regexPattern']).toBe('%{pattern}');
  });

  test('the dates of the lists are written in full, in the language’s format', () => {
    const dated = (locale: 'de' | 'fr') => listDatesIn(config, locale).collections.find((c) => c.name === 'news')?.summary;
    expect(dated('de')).toContain("date('D. MMMM YYYY')");
    expect(dated('fr')).toContain("date('D MMMM YYYY')");
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
