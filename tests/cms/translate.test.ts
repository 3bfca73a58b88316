/**
 * An editor translates in the CMS: opens a property, switches to Italian beside the English
 * original, rewrites its description and publishes. The Italian file changes in that field only,
 * the English original and the other languages are untouched, and the Italian page shows the new
 * text. That page is read from the development server the CMS runs beside: it renders from the
 * same content and templates as a build, and a production build of what the CMS publishes is
 * create-news.test.ts's to prove (a build here took a minute and a half more).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import { useTranslations } from '@/i18n';
import { formatAmount, formatMillions } from '@/lib/format';
import { localizePath, routes } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { openAdmin, previewFrame, publishReady, save, setStatus } from './support/cms';
import { cmsServer } from './support/dev-server';
import { changes, lineChanges, snapshot } from './support/files';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const ENGLISH = 'content/properties/monte-bre.en.yml';
const ITALIAN = 'content/properties/monte-bre.it.yml';
const DESCRIPTION =
  'Monte Brè è un piccolo villaggio alpino sopra Locarno, a 15 minuti dal lago. Il progetto rinnova le case in pietra del nucleo e ne fa un luogo di soggiorno tranquillo, aperto tutto l’anno.';

test('a property translated into Italian in the CMS is published in its Italian file and on its Italian page', async () => {
  const english = readFileSync(join(root, ENGLISH), 'utf8');
  const italian = readFileSync(join(root, ITALIAN), 'utf8');
  const everything = snapshot(root);

  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  await openAdmin(page, siteUrl, undefined, '#/collections/properties/entries/monte-bre');
  const overview = page.getByLabel('Property overview', { exact: true });
  await expect.poll(() => overview.inputValue(), { timeout: 120_000 }).toBe(String(parse(english).description));

  // The editor writes in Italian: the form shows the Italian texts and hides what all languages share.
  await page.getByRole('button', { name: /^Writing in EN$/ }).click();
  await page.getByRole('menuitem', { name: 'IT', exact: true }).click();
  await page.getByRole('button', { name: /^Writing in IT$/ }).waitFor();
  await expect.poll(() => overview.inputValue()).toBe(String(parse(italian).description));
  await expect.poll(() => page.getByLabel('Market value (millions)', { exact: true }).isVisible()).toBe(false);
  await overview.fill(DESCRIPTION);
  // The preview shows the page in the language being written, its shared figures included.
  const preview = previewFrame(page);
  await expect.poll(() => preview.locator('[lang="it"]').first().innerText()).toContain('Monte Brè è un piccolo villaggio alpino');
  await expect.poll(() => preview.locator('body').innerText()).toContain(formatMillions(parse(english).marketValue, 'it'));
  // Its own words and formats are Italian too, as on the Italian page.
  const original = parse(english) as { marketValue: number; currency?: string };
  await expect.poll(() => preview.locator('body').innerText()).toContain(useTranslations('it')('property.backToPortfolio'));
  await expect.poll(() => preview.locator('body').innerText()).toContain(formatAmount(original.marketValue, original.currency ?? 'CHF', { locale: 'it' }));
  // Saved, made ready and published, the form stays in the language being written, with its text.
  const writingInItalian = async () => {
    await page.getByRole('button', { name: /^Writing in IT$/ }).waitFor();
    await expect.poll(() => overview.inputValue()).toBe(DESCRIPTION);
  };
  await save(page);
  await writingInItalian();
  await setStatus(page, 'Ready');
  await publishReady(page);
  await writingInItalian();

  const after = readFileSync(join(root, ITALIAN), 'utf8');
  expect(parse(after)).toEqual({ ...parse(italian), description: DESCRIPTION });
  expect(lineChanges(italian, after).added.join(' ')).toContain('Monte Brè è un piccolo villaggio alpino');
  expect(readFileSync(join(root, ENGLISH), 'utf8')).toBe(english);
  expect(changes(everything, snapshot(root))).toEqual([ITALIAN]);

  // The development server reloads the content once it sees the file change.
  const italianPage = async () => (await fetch(`${siteUrl}${localizePath(routes.property('monte-bre'), 'it')}`)).text();
  await expect.poll(italianPage, { timeout: 30_000 }).toContain('Monte Brè è un piccolo villaggio alpino sopra Locarno');
  expect(await italianPage()).toContain('<html lang="it-CH"');
});
