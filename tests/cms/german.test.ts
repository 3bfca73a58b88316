/**
 * The CMS speaks German, all of it: an editor whose browser speaks Swiss German walks the list of
 * every collection, the forms of entries with lists and Markdown, the workflow with a draft, the
 * media library, a refused upload and a refused deletion, and reads no English word outside what
 * the entries hold. Read as a screen reader reads it too: names of buttons and fields included.
 *
 * An English word is a word of the CMS's English texts (its dictionaries' keys, Decap's English
 * phrases) that none of its German texts uses ("Text", "Status" and "Portfolio" are German too).
 * What the entries hold is taken out first: the fields' values, the Markdown being written, the
 * titles in lists and notices, file names, and whatever is marked as English (`lang="en"`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import germanChoices from '@/i18n/de/choices.json';
import { decapPhrases, type Phrases } from '../../admin/decap-phrases';
import { CMS_DICTIONARIES, cmsText } from '../../admin/language';
import { readContent } from '../../src/lib/content/references-on-disk';
import { parseYaml } from '../../src/model/format';
import { UPLOAD_REFUSALS } from '../../src/lib/uploads';
import { useBrowser } from '../support/browser';
import { adminConfig, consoleProblems } from './support/cms';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const german = CMS_DICTIONARIES.de ?? {};
const inGerman = cmsText('de');

/** Decap's phrases of a language as installed, with the CMS's own over them (admin/decap-phrases.ts). */
const decap = async (code: 'en' | 'de') => {
  const installed = (await import(pathToFileURL(join(process.cwd(), 'node_modules/decap-cms-locales/dist/esm', code, 'index.js')).href)) as { default: Phrases };
  return decapPhrases(code, installed.default);
};
const phrases = (tree: Phrases): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : phrases(value)));
const wordsOf = (text: string) => text.replace(/%?\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];

/** Names that are the same in every language. */
const NAMES = new Set(['verbano', 'capital', 'markdown', 'decap']);
const GERMAN_WORDS = new Set([...Object.values(german), ...phrases(await decap('de')), ...Object.values(germanChoices)].flatMap(wordsOf).map((w) => w.toLowerCase()));
const ENGLISH_WORDS = new Set(
  [...Object.keys(german), ...phrases(await decap('en'))]
    .flatMap(wordsOf)
    .map((w) => w.toLowerCase())
    .filter((w) => !GERMAN_WORDS.has(w) && !NAMES.has(w)),
);

/** Every text of the entries: their values in every field, as the lists and notices quote them. */
function contentTexts(): Set<string> {
  const texts = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  for (const entry of readContent(root)) {
    add(entry.data);
    add(entry.body);
    add(entry.label.split(' › ').slice(1).join(' › '));
  }
  return texts;
}
const CONTENT = contentTexts();
/** Titles and names of several words, which notices quote inside their sentences. */
const QUOTED = [...CONTENT].filter((text) => text.includes(' ') && text.length < 120).sort((a, b) => b.length - a.length);
const FILE_NAME = /[\w.-]+\.(jpe?g|png|webp|avif|svg|pdf)\b/gi;

/** The texts a German editor reads and hears on screen, outside the entry's own content. */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTENT_PARTS = '[data-slate-editor], textarea, [contenteditable="true"], .cms-entry-languages, #preview-pane, iframe, script, style, [lang|="en"]';
    const shown = (element: Element) => !element.closest(CONTENT_PARTS) && element.checkVisibility();
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && shown(node.parentElement)) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  });
}

/** The English words among `texts`, each with the text it stands in. */
function englishIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    let own = text
      .split(' · ')
      .filter((part) => !CONTENT.has(part.trim()))
      .join(' · ')
      .replace(FILE_NAME, ' ');
    for (const quoted of QUOTED) own = own.replaceAll(quoted, ' ');
    return wordsOf(own)
      .filter((word) => word !== word.toUpperCase() && ENGLISH_WORDS.has(word.toLowerCase()))
      .map((word) => `${word} in «${text}»`);
  });
}

const englishOnScreen = async (page: Page) => [...new Set(englishIn(await screenTexts(page)))];

let page: Page;
let problems: string[];
/** The English words of the login screen. */
let onLogin: string[] = [];
/** What the browser asked the editor to confirm, which is read too. */
const dialogs: string[] = [];
beforeAll(async () => {
  const context = await browser().newContext({ viewport: { width: 1440, height: 1000 }, locale: 'de-CH' });
  page = await context.newPage();
  page.setDefaultTimeout(180_000);
  problems = consoleProblems(page);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${siteUrl}/admin`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Anmelden' }).waitFor();
  onLogin = await englishOnScreen(page);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: german['Properties'] ?? '' }).waitFor();
});
afterAll(async () => {
  await page.context().close();
});

/** The form of an entry, in German: its language switch is on screen. */
const entryForm = () => page.getByRole('button', { name: /^Sprache: [A-Z]{2}$/ });

const go = (hash: string) => page.evaluate((to) => (window.location.hash = to), hash);

/** Moves to a collection's list as an editor does, and waits for its entries. */
async function showCollection(name: string) {
  await go(`#/collections/${name}`);
  await entryForm().waitFor({ state: 'detached' });
  await page.locator(`a[href*="/collections/${name}/entries/"]`).first().waitFor();
  await expect.poll(() => page.getByText('Einträge werden geladen').count()).toBe(0);
}

/** Opens an entry through its collection's list, and waits for its fields' values. */
async function showEntry(collection: string, entry: string) {
  await showCollection(collection);
  await go(`#/collections/${collection}/entries/${entry}`);
  await entryForm().waitFor();
  await expect.poll(() => page.locator('input[type="text"]').first().inputValue()).not.toBe('');
}

test('the login and the list of every collection speak German', async () => {
  expect(onLogin).toEqual([]);
  const collections = ((await adminConfig(siteUrl)) as { collections?: { name: string }[] }).collections ?? [];
  expect(collections.length).toBeGreaterThan(10);
  for (const { name } of collections) {
    await showCollection(name);
    expect(await englishOnScreen(page), name).toEqual([]);
  }
  // The dates of the lists are German dates, in full.
  await showCollection('news');
  await expect.poll(() => page.locator('a[href*="/collections/news/entries/"]').first().innerText()).toMatch(/ · \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/);
});

test('the forms of entries speak German: lists, pictures, Markdown and its toolbar, and what a screen reader hears', async () => {
  const forms = [
    ['properties', 'al-lago'],
    ['projects', 'brissago-hotel-spa'],
    ['news', 'verbano-capital-opens-lugano-office'],
    ['people', 'giulia-respini'],
    ['pages', 'home'],
    ['settings', 'menu'],
  ] as const;
  for (const [collection, entry] of forms) {
    await showEntry(collection, entry);
    expect(await englishOnScreen(page), `${collection}/${entry}`).toEqual([]);
  }
  // A list keeps its name's capitals, as German writes nouns, counts its items after it, and adds an item to it, not itself.
  await showEntry('projects', 'brissago-hotel-spa');
  const specifications = german['Specifications'] ?? '';
  await expect.poll(() => page.getByText(new RegExp(`^${specifications} \\(\\d+\\)$`)).count()).toBeGreaterThan(0);
  const adding = () => page.getByRole('button', { name: /hinzufügen$/ }).allInnerTexts();
  await expect.poll(adding).toContain(`Eintrag in «${specifications}» hinzufügen`);
  await expect.poll(adding).toContain(`${german['Photo']} hinzufügen`);
  // The Markdown editor's toolbar, by the names its buttons are read by.
  await showEntry('news', 'verbano-capital-opens-lugano-office');
  await page.locator('[data-slate-editor="true"]').first().waitFor();
  for (const name of ['Fett', 'Kursiv', 'Durchgestrichen']) expect(await page.getByRole('button', { name, exact: true }).count(), name).toBeGreaterThan(0);
});

test('the workflow, with a draft dated in German, speaks German', async () => {
  const slug = 'co-investment-programme-launched';
  await showEntry('press', slug);
  const summary = page.getByLabel(german['Summary'] ?? '', { exact: true });
  await summary.fill(`${await summary.inputValue()} Zeichnungen sind bis Ende Jahr möglich.`);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByText('Eintrag gespeichert').first().waitFor();
  await go('#/workflow');
  await page.locator(`a[href*="/entries/${slug}"]`).first().waitFor();
  const card = await page.locator(`a[href*="/entries/${slug}"]`).first().innerText();
  expect(card).toMatch(/\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)/);
  expect(await englishOnScreen(page)).toEqual([]);
});

test('the media library, a refused upload and a refused deletion speak German', async () => {
  await showCollection('properties');
  await page.getByRole('button', { name: 'Medien', exact: true }).click();
  await page.getByRole('button', { name: 'Hochladen' }).waitFor();
  await expect.poll(() => page.locator('img').count()).toBeGreaterThan(3);
  expect(await englishOnScreen(page)).toEqual([]);

  // A photograph too small for the site, refused as it is picked, with its file name and sizes.
  const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b8fa3' } }).jpeg().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'seeufer-klein.jpg', mimeType: 'image/jpeg', buffer: small });
  const upload = page.locator('#cms-refusal');
  await expect.poll(() => upload.textContent()).toBe(inGerman(UPLOAD_REFUSALS.tooSmall('seeufer-klein.jpg', 640, 480, 'photo')));
  expect(await upload.textContent()).toMatch(/^seeufer-klein\.jpg hat 640 × 480 Pixel; ein Foto braucht auf der längeren Seite mindestens 1200 Pixel\./);
  expect(await englishOnScreen(page)).toEqual([]);

  // A picture the site's settings use, refused by the local backend, with the collections in German.
  const settings = parseYaml(readFileSync(join(root, 'content/settings/site.yml'), 'utf8'))['en'] as { ogImage: { src: string } };
  const shared = settings.ogImage.src.split('/').at(-1) ?? '';
  await page.getByPlaceholder('Suchen …').fill(shared);
  await page.getByText(shared, { exact: true }).click();
  await page.getByRole('button', { name: 'Auswahl löschen' }).click();
  const refusal = page.getByText(/^Nicht gelöscht: /);
  await refusal.waitFor();
  expect(await refusal.innerText()).toContain(`${german['Settings']} › `);
  expect(await refusal.innerText()).toContain('wird noch verwendet und wurde deshalb nicht gelöscht. Verwendet in: ');
  expect(await englishOnScreen(page)).toEqual([]);
  expect(englishIn(dialogs)).toEqual([]);
  // The refusal is the backend's answer (409), which Decap also writes to the console.
  expect(problems.filter((problem) => !/\(deleteFiles?\)$/.test(problem) && !problem.includes('is still in use, so it was not deleted'))).toEqual([]);
});
