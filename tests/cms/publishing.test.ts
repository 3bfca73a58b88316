/**
 * Publishing never loses the editor's place: after a new entry with a new photo is published,
 * the editor is still on it, in the same page (no reload). Typing that was not saved survives a
 * closed tab and is offered back on return.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import { consoleProblems, openAdmin, publish, writeEntry } from './support/cms';
import { photoToUpload } from './support/files';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

test('publishing a new entry with an uploaded photo keeps the editor on it, without a reload', async () => {
  const photo = await photoToUpload('lakeside-terrace.jpg', 2000, 1250, '#5a7d8c');
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  await openAdmin(page, siteUrl, undefined, '#/collections/articles/new');
  // Anything a reload would wipe out.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await writeEntry(page, {
    title: 'A terrace over the lake',
    date: '2025-06-02',
    category: 'Hospitality',
    summary: 'How a new terrace brings the lake to the breakfast table.',
    picture: { upload: photo },
    alt: 'A wooden terrace above the water in the morning light',
    text: 'The terrace opens in June.',
  });
  await publish(page);

  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/collections/articles/entries/a-terrace-over-the-lake');
  expect(existsSync(join(root, 'content/articles/a-terrace-over-the-lake.en.md'))).toBe(true);
  expect(existsSync(join(root, 'src/assets/media/lakeside-terrace.jpg'))).toBe(true);
  // The development server notices the new files; the editor stays where they were.
  await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('A terrace over the lake');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems).toEqual([]);
  await page.close();
});

test('typing that was not saved is offered back after the tab was closed', async () => {
  const context = await browser().newContext({ viewport: { width: 1440, height: 1000 } });
  const first = await context.newPage();
  await openAdmin(first, siteUrl, undefined, '#/collections/press/entries/residences-at-hotel-orselina');
  const title = first.getByLabel('Title', { exact: true });
  await expect.poll(() => title.inputValue()).not.toBe('');
  const typed = `${await title.inputValue()} — draft`;
  await title.fill(typed);
  // Decap keeps a backup of unsaved typing in the browser a moment after the last keystroke.
  await expect
    .poll(() => first.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'localforage')), { timeout: 30_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        first.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('localforage');
              open.onsuccess = () => {
                const db = open.result;
                const store = db.transaction(db.objectStoreNames[0]!).objectStore(db.objectStoreNames[0]!);
                const keys = store.getAllKeys();
                keys.onsuccess = () => resolve(keys.result.filter((k) => String(k).startsWith('backup.press')).length);
              };
            }),
        ),
      { timeout: 30_000 },
    )
    .toBe(1);
  await first.close();

  const second = await context.newPage();
  const offered = new Promise<string>((resolve) => second.once('dialog', (dialog) => { resolve(dialog.message()); void dialog.accept(); }));
  // With the editorial workflow the saved entry arrives after the offer; it must not replace the typing taken back.
  const arrived = second.waitForResponse((response) => (response.request().postDataJSON() as { action?: string } | null)?.action === 'getEntry');
  await openAdmin(second, siteUrl, undefined, '#/collections/press/entries/residences-at-hotel-orselina');
  expect(await offered).toMatch(/unsaved changes|recover|backup/i);
  await arrived;
  await expect.poll(() => second.getByLabel('Title', { exact: true }).inputValue()).toBe(typed);
  expect(await second.getByText(/^unsaved changes$/i).isVisible()).toBe(true);
  await context.close();
});
