/**
 * Languages in the CMS. An editor publishes a new news item in English, which commits its English
 * file only; then writes its German translation beside the English original, whose save changes
 * the one German file; once it is published, the development site offers the page in German
 * (hreflang, canonical address, the offer to read it in German) without a restart; before that,
 * its German page shows the English texts marked as English. And the CMS
 * itself speaks German, Italian or French, as the editor chooses, its previews included.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { choice, useTranslations } from '@/i18n';
import { CMS_DICTIONARIES } from '../../admin/language';
import { routes } from '../../src/lib/routes';
import { attribute, elements, isElement, parseHtml, textOf, type Element } from '../support/html';
import { useBrowser } from '../support/browser';
import { consoleProblems, openAdmin, previewFrame, publish, publishReady, save, setStatus, writeEntry } from './support/cms';
import { cmsServer, COPY_BRANCH, gitIn } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const SLUG = 'new-landing-stage-for-ascona';
const FILE = `content/news/${SLUG}`;
const GERMAN_TITLE = 'Neuer Bootssteg für Ascona';

/** The language of the element that holds `text` (the nearest `lang`), on a page's HTML. */
function languageOfText(html: string, text: string): string | undefined {
  const holder = [...elements(parseHtml(html))].find((element) => element.childNodes.some((node) => node.nodeName === '#text' && textOf(node).trim() === text));
  if (!holder) throw new Error(`"${text}" is not on the page`);
  for (let node: Element | undefined = holder; node; node = isElement(node.parentNode as Element) ? (node.parentNode as Element) : undefined) {
    const lang = attribute(node, 'lang');
    if (lang) return lang;
  }
  return undefined;
}

const changedFiles = (from: string, to: string) => gitIn(root, 'diff', '--name-only', from, to).split('\n').filter(Boolean);
const pageHtml = async (path: string) => (await fetch(`${siteUrl}${path}`)).text();

test('a new entry commits its English file only, its German translation one German file, and the development site offers it in German at once', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  await openAdmin(page, siteUrl, undefined, '#/collections/news/new');
  await writeEntry(page, {
    title: 'New landing stage for Ascona',
    slug: SLUG,
    date: '2025-04-02',
    category: 'Developments',
    summary: 'Ascona gets a private landing stage in front of the old town, ready for the summer.',
    picture: { library: 'jetty-mist.jpg' },
    alt: 'The lake in front of Ascona in the morning',
    text: 'The landing stage will be ready for the summer season.',
  });
  const before = gitIn(root, 'rev-parse', 'HEAD').trim();
  await publish(page);
  expect(changedFiles(before, 'HEAD')).toEqual([`${FILE}.en.md`]);
  for (const language of ['de', 'it', 'fr']) expect(existsSync(join(root, `${FILE}.${language}.md`)), language).toBe(false);
  const english = routes.newsItem(SLUG);
  expect(await pageHtml(english)).not.toContain('hreflang="de-CH"');

  // Its German page is a page of its own, in English marked as English, and honest about it: it
  // offers no German version to search engines and names the English page as canonical.
  await expect.poll(() => pageHtml(`/de${english}`), { timeout: 60_000 }).toContain('New landing stage for Ascona');
  const untranslated = await pageHtml(`/de${english}`);
  expect(untranslated).toMatch(/<html lang="de-CH"/);
  expect(languageOfText(untranslated, 'New landing stage for Ascona')).toBe('en');
  expect(languageOfText(untranslated, 'Ascona gets a private landing stage in front of the old town, ready for the summer.')).toBe('en');
  expect(languageOfText(untranslated, 'The landing stage will be ready for the summer season.')).toBe('en');
  expect(untranslated).not.toContain('hreflang="de-CH"');
  expect(untranslated).toMatch(new RegExp(`<link rel="canonical" href="[^"]*[^/]${english}"`));

  // The German translation, written beside the English original.
  await page.getByRole('button', { name: /^Writing in EN$/ }).click();
  await page.getByRole('menuitem', { name: 'DE', exact: true }).click();
  await page.getByRole('button', { name: /^Writing in DE$/ }).waitFor();
  const titles = page.getByLabel('Title', { exact: true });
  await titles.first().fill(GERMAN_TITLE);
  await page.getByLabel('Summary', { exact: true }).first().fill('Ascona erhält vor der Altstadt einen privaten Bootssteg, bereit für den Sommer.');
  await save(page);
  expect(changedFiles(COPY_BRANCH, `cms/news/${SLUG}`)).toEqual([`${FILE}.de.md`]);
  await setStatus(page, 'Ready');
  await publishReady(page);
  expect(changedFiles(before, 'HEAD')).toEqual([`${FILE}.de.md`, `${FILE}.en.md`]);

  // The running development site follows: hreflang, the German page's canonical address, the offer.
  await expect.poll(() => pageHtml(english), { timeout: 60_000 }).toContain('hreflang="de-CH"');
  // Astro's content layer takes the new file in a moment after the file itself is there; the
  // German page shows it once the layer has, and its route's entries are made afresh.
  await expect.poll(() => pageHtml(`/de${english}`), { timeout: 60_000 }).toContain(GERMAN_TITLE);
  const german = await pageHtml(`/de${english}`);
  expect(german).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/de${english}"`));
  expect(languageOfText(german, GERMAN_TITLE)).toBe('de-CH');
  expect(await pageHtml(english)).toContain('data-language-offer="de"');

  // The collection's list says which languages each entry is written in.
  await page.evaluate(() => (window.location.hash = '#/collections/news'));
  await expect.poll(() => page.locator(`a[href$="/entries/${SLUG}"] .cms-entry-languages`).innerText(), { timeout: 60_000 }).toBe('EN DE');
  await expect.poll(() => page.locator('a[href$="/entries/planning-application-submitted-for-al-lago-brissago"] .cms-entry-languages').innerText()).toBe('EN DE IT FR');
  expect(problems).toEqual([]);
  await page.close();
});

test('the two-column view sets the French being written beside the English original', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  await openAdmin(page, siteUrl, undefined, '#/collections/properties/entries/monte-bre');
  await page.getByRole('button', { name: /^Writing in EN$/ }).click();
  await page.getByRole('menuitem', { name: 'FR', exact: true }).click();
  await page.getByRole('button', { name: /^Writing in FR$/ }).waitFor();
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
  // The second column says the language it shows, as the first does.
  await page.getByRole('button', { name: /^Writing in EN$/ }).waitFor();
  expect(await page.getByRole('button', { name: /^Writing in DE$/ }).count()).toBe(0);
  await page.close();
});

test('the CMS speaks the language the editor chooses, remembered, with the browser’s as default; its previews show the choices in the language written', async () => {
  const context = await browser().newContext({ viewport: { width: 1440, height: 1000 }, locale: 'de-CH' });
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  await page.goto(`${siteUrl}/admin`);
  await page.getByRole('button', { name: /Login|Anmelden/ }).click();
  const de = CMS_DICTIONARIES.de ?? {};
  await page.getByRole('link', { name: de['Properties'] ?? '' }).waitFor({ timeout: 120_000 });

  // Italian, chosen in the CMS, stays chosen in a new tab.
  await page.getByLabel(de['Language of the CMS'] ?? '').selectOption('it');
  const it = CMS_DICTIONARIES.it ?? {};
  await page.getByRole('link', { name: it['Properties'] ?? '' }).waitFor({ timeout: 120_000 });
  const again = await context.newPage();
  again.setDefaultTimeout(180_000);
  await again.goto(`${siteUrl}/admin#/collections/properties/entries/monte-bre`);
  await again.getByLabel(it['Market value (millions)'] ?? '', { exact: true }).waitFor({ timeout: 120_000 });
  await again.close();

  // French labels and a French refusal, with the value the editor typed.
  await page.getByLabel(it['Language of the CMS'] ?? '').selectOption('fr');
  const fr = CMS_DICTIONARIES.fr ?? {};
  await page.getByRole('link', { name: fr['Properties'] ?? '' }).waitFor({ timeout: 120_000 });
  await page.evaluate(() => (window.location.hash = '#/collections/properties/entries/monte-bre'));
  const value = page.getByLabel(fr['Market value (millions)'] ?? '', { exact: true });
  await expect.poll(() => value.inputValue(), { timeout: 120_000 }).not.toBe('');
  await value.fill('beaucoup');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const refusal = () => page.getByRole('alert').innerText();
  await expect.poll(refusal).toContain('Pas enregistré');
  // The reason stands under the field it concerns.
  await expect.poll(() => page.locator('ul[class*="ControlErrorsList"]').allInnerTexts()).toContainEqual(expect.stringContaining('Saisissez un nombre, p. ex.'));
  await context.close();

  // Writing in Italian, the preview shows the property's category as the Italian page does.
  const english = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  await openAdmin(english, siteUrl, undefined, '#/collections/properties/entries/monte-bre');
  await english.getByRole('button', { name: /^Writing in EN$/ }).click();
  await english.getByRole('menuitem', { name: 'IT', exact: true }).click();
  const badge = choice(useTranslations('it'), 'propertyCategory', 'Alpine Village');
  expect(badge).not.toBe('Alpine Village');
  await expect.poll(() => previewFrame(english).locator('body').innerText(), { timeout: 60_000 }).toContain(badge);
  await english.close();
});
