/**
 * Nothing in use is deleted silently: the media library and the entry editor refuse to delete a
 * picture or an entry that other entries still use, and name them; what nothing uses is deleted
 * as before. And should a picture disappear anyway, the dev server's pages keep working.
 */
import { readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from '../e2e/support/browser';
import { openAdmin } from './support/cms';
import { gitIn } from './support/dev-server';
import { changes, snapshot } from './support/files';

const { root, siteUrl } = inject('cms');
const { browser } = useBrowser();

/** Content files whose text names `fragment`, to know independently who uses a picture. */
function filesNaming(fragment: string): string[] {
  return readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(md|ya?ml)$/.test(file) && readFileSync(join(root, 'content', file), 'utf8').includes(fragment));
}

/** Opens the media library from the collections page. */
async function openMediaLibrary(page: Page) {
  await openAdmin(page, siteUrl);
  await page.getByRole('button', { name: 'Media' }).click();
  await page.getByRole('button', { name: 'Delete selected' }).waitFor();
}

/** Finds a file in the media library (it shows only what fits on screen), selects it and deletes it. */
async function deleteFromLibrary(page: Page, name: string) {
  await page.getByPlaceholder('Search...').fill(name);
  await page.getByText(name, { exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete selected' }).click();
}

const lastCommit = () => gitIn(root, 'log', '-1', '--format=%H %an %s').trim();

test('deleting a picture that entries show is refused, naming every one of them; nothing changes', async () => {
  const users = filesNaming('/src/assets/media/lake-dusk.jpg');
  expect(users.length).toBeGreaterThan(3);
  const before = snapshot(root);
  const commit = lastCommit();

  const page = await browser().newPage();
  await openMediaLibrary(page);
  await deleteFromLibrary(page, 'lake-dusk.jpg');
  const toast = page.getByText(/^Failed to delete media: /);
  await toast.waitFor({ timeout: 60_000 });
  const text = await toast.innerText();
  expect(text).toMatch(/^Failed to delete media: lake-dusk\.jpg is still in use, so it was not deleted\. Used by: /);
  for (const label of ['Projects › Brissago Hotel & Spa', 'Brands › Villa Orselina', 'Settings › Firm and contact details']) {
    expect(text).toContain(label);
  }
  // One name per entry that uses it, each as "Collection › Title" (its translations are the same entry).
  const entries = users.filter((file) => !/\.(de|it|fr)\.(md|ya?ml)$/.test(file));
  expect(text.slice(text.indexOf('Used by:')).match(/ › /g)).toHaveLength(entries.length);
  expect(await page.getByText('lake-dusk.jpg', { exact: true }).isVisible()).toBe(true);

  expect(changes(before, snapshot(root))).toEqual([]);
  expect(lastCommit()).toBe(commit);
});

test('a picture nothing uses is deleted, in a commit of its own', async () => {
  expect(filesNaming('/dune-sea.jpg')).toEqual([]);
  const before = snapshot(root);

  const page = await browser().newPage();
  await openMediaLibrary(page);
  await deleteFromLibrary(page, 'dune-sea.jpg');
  await expect.poll(() => page.getByText('dune-sea.jpg', { exact: true }).count(), { timeout: 60_000 }).toBe(0);

  expect(changes(before, snapshot(root))).toEqual(['src/assets/media/dune-sea.jpg']);
  expect(gitIn(root, 'show', '--name-status', '--format=%an', 'HEAD').trim().split('\n')).toEqual(['Verbano Capital CMS', '', 'D\tsrc/assets/media/dune-sea.jpg']);
});

test('deleting a property that the menu links to and a brand relates to is refused, naming both; nothing changes', async () => {
  expect(readFileSync(join(root, 'content/settings/menu.yml'), 'utf8')).toContain('href: /property/hotel-orselina');
  expect(readFileSync(join(root, 'content/brands/villa-orselina.en.yml'), 'utf8')).toMatch(/^property: hotel-orselina$/m);
  const before = snapshot(root);
  const commit = lastCommit();

  const page = await browser().newPage();
  await openAdmin(page, siteUrl, undefined, '#/collections/properties/entries/hotel-orselina');
  await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue(), { timeout: 120_000 }).toBe('Hotel Orselina');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click();
  const toast = page.getByText(/^Failed to delete entry: /);
  await toast.waitFor({ timeout: 60_000 });
  expect(await toast.innerText()).toMatch(/Properties › Hotel Orselina is still in use, so it was not deleted\. Used by: Brands › Villa Orselina, Settings › Menu\. Remove what refers to it there first\.$/);
  // The editor stays on the entry.
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Hotel Orselina');

  expect(changes(before, snapshot(root))).toEqual([]);
  expect(lastCommit()).toBe(commit);
});

test('when a picture disappears from the checkout, the pages that show it still answer in development', async () => {
  const picture = join(root, 'src/assets/media/lake-dusk.jpg');
  // The firm's sharing picture is on every page's head; the project and the brand show it in their body.
  const pages = ['/', '/news', '/portfolio/brissago-hotel-spa', '/brands/villa-orselina'];
  for (const path of pages) expect((await fetch(`${siteUrl}${path}`)).status, path).toBe(200);

  renameSync(picture, `${picture}.away`);
  try {
    await expect.poll(async () => (await (await fetch(`${siteUrl}/portfolio/brissago-hotel-spa`)).text()).includes('missing-picture.png'), { timeout: 30_000 }).toBe(true);
    for (const path of pages) expect((await fetch(`${siteUrl}${path}`)).status, path).toBe(200);
  } finally {
    renameSync(`${picture}.away`, picture);
  }
  await expect.poll(async () => (await (await fetch(`${siteUrl}/portfolio/brissago-hotel-spa`)).text()).includes('lake-dusk'), { timeout: 30_000 }).toBe(true);
});
