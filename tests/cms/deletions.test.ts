/**
 * Nothing in use is deleted silently: the media library and the entry editor refuse to delete a
 * picture or an entry that other entries still use, and name them; what nothing uses is deleted
 * as before. And should a picture disappear anyway, the dev server's pages keep working.
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { parseYaml } from '../../src/model/format';
import { readContent } from '../../src/lib/content/references-on-disk';
import { routes } from '../../src/lib/routes';
import { useBrowser } from '../support/browser';
import { openAdmin } from './support/cms';
import { cmsServer, gitIn } from './support/dev-server';
import { changes, snapshot } from './support/files';

const { root, siteUrl } = cmsServer();
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

/** The entries of the copy as the CMS names them ("Projects › Brissago Hotel & Spa"). */
const content = readContent(root);
/** The firm's sharing picture: on every page's head, and shown by entries as well. */
const SHARED = basename(String((parseYaml(readFileSync(join(root, 'content/settings/site.yml'), 'utf8'))['en'] as { ogImage: { src: string } }).ogImage.src));
/** The entries that name the sharing picture, each once (its translations are the same entry). */
const sharedBy = content.filter((entry) => filesNaming(`/src/assets/media/${SHARED}`).includes(entry.file.slice('content/'.length)));

test('deleting a picture that entries show is refused, naming every one of them; nothing changes', async () => {
  expect(sharedBy.length).toBeGreaterThan(1);
  const before = snapshot(root);
  const commit = lastCommit();

  const page = await browser().newPage();
  await openMediaLibrary(page);
  await deleteFromLibrary(page, SHARED);
  const toast = page.getByText(/^Failed to delete media: /);
  await toast.waitFor({ timeout: 60_000 });
  const text = await toast.innerText();
  expect(text.startsWith(`Failed to delete media: ${SHARED} is still in use, so it was not deleted. Used by: `)).toBe(true);
  // One name per entry that uses it, each as "Collection › Title".
  for (const entry of sharedBy) expect(text).toContain(entry.label);
  expect(text.slice(text.indexOf('Used by:')).match(/ › /g)).toHaveLength(sharedBy.length);
  expect(await page.getByText(SHARED, { exact: true }).isVisible()).toBe(true);

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
  const brand = content.find((entry) => entry.collection === 'brands' && entry.data['property'])!;
  const property = content.find((entry) => entry.collection === 'properties' && entry.id === brand.data['property'])!;
  const menu = content.find((entry) => entry.collection === 'settings' && entry.id === 'menu')!;
  expect(readFileSync(join(root, menu.file), 'utf8')).toContain(`href: ${routes.property(property.id)}`);
  const name = String(property.data['name']);
  const before = snapshot(root);
  const commit = lastCommit();

  const page = await browser().newPage();
  await openAdmin(page, siteUrl, undefined, `#/collections/properties/entries/${property.id}`);
  await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue(), { timeout: 120_000 }).toBe(name);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click();
  const toast = page.getByText(/^Failed to delete entry: /);
  await toast.waitFor({ timeout: 60_000 });
  expect(await toast.innerText()).toContain(`${property.label} is still in use, so it was not deleted. Used by: ${brand.label}, ${menu.label}. Remove what refers to it there first.`);
  // The editor stays on the entry.
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);

  expect(changes(before, snapshot(root))).toEqual([]);
  expect(lastCommit()).toBe(commit);
});

test('when a picture disappears from the checkout, the pages that show it still answer in development', async () => {
  const picture = join(root, 'src/assets/media', SHARED);
  // The firm's sharing picture is on every page's head; the entries that use it show it in their body.
  const showing = sharedBy.flatMap((entry) => (entry.page ? [entry.page] : []));
  // A public page, where the picture is in the page itself rather than in its sealed part.
  const inBody = sharedBy.find((entry) => entry.page && !entry.data['investorsOnly'])?.page;
  expect(inBody, 'a public page that shows the picture').toBeDefined();
  const pages = ['/', '/news', ...showing];
  for (const path of pages) expect((await fetch(`${siteUrl}${path}`)).status, path).toBe(200);
  const html = async (path: string) => (await fetch(`${siteUrl}${path}`)).text();

  renameSync(picture, `${picture}.away`);
  try {
    await expect.poll(async () => (await html(inBody!)).includes('missing-picture.png')).toBe(true);
    for (const path of pages) expect((await fetch(`${siteUrl}${path}`)).status, path).toBe(200);
  } finally {
    renameSync(`${picture}.away`, picture);
  }
  await expect.poll(async () => (await html(inBody!)).includes(SHARED.replace(/\.\w+$/, ''))).toBe(true);
});

/**
 * Deletes the open entry as an editor does and waits for the refusal; resolves with its text and
 * how long it took from the confirmation to the answer on screen.
 */
async function refusedDeletion(page: Page): Promise<{ text: string; ms: number }> {
  let asked = 0;
  page.once('dialog', (dialog) => {
    asked = Date.now();
    void dialog.accept();
  });
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click();
  const toast = page.getByText(/^Failed to delete entry: /);
  await toast.waitFor({ timeout: 60_000 });
  return { text: await toast.innerText(), ms: Date.now() - asked };
}

/**
 * Opens an entry (once `field` shows `value`), deletes it and expects the refusal to say `said`,
 * in plain words, within 2 s of the editor's confirmation (measured on a busy machine: a rough
 * figure); nothing changes.
 */
async function expectQuickRefusal(route: string, field: string, value: string, said: string) {
  const before = snapshot(root);
  const commit = lastCommit();
  const page = await browser().newPage();
  await openAdmin(page, siteUrl, undefined, route);
  await expect.poll(() => page.getByLabel(field, { exact: true }).inputValue(), { timeout: 120_000 }).toBe(value);
  const { text, ms } = await refusedDeletion(page);
  expect(text).toContain(said);
  expect(text).not.toMatch(/API_ERROR|Error:/);
  expect(ms).toBeLessThan(2000);
  expect(changes(before, snapshot(root))).toEqual([]);
  expect(lastCommit()).toBe(commit);
  await page.close();
}

test('deleting a municipality that properties lie in is refused within 2 s, naming them', async () => {
  const municipality = content.find((entry) => entry.collection === 'municipalities' && content.some((other) => other.data['municipality'] === entry.id))!;
  const users = content.filter((entry) => entry.data['municipality'] === municipality.id);
  const said = `${municipality.label} is still in use, so it was not deleted. Used by: ${users.map((u) => u.label).join(', ')}.`;
  await expectQuickRefusal(`#/collections/municipalities/entries/${municipality.id}`, 'Name', String(municipality.data['name']), said);
});

test('deleting a person whom a news item links to is refused within 2 s, naming the news item', async () => {
  const person = content.find((entry) => entry.collection === 'people')!;
  const news = content.find((entry) => entry.collection === 'news')!;
  // A news item names the person with a link to their page, as an editor would write it.
  writeFileSync(join(root, news.file), `${readFileSync(join(root, news.file), 'utf8').trimEnd()}\n\nQuestions go to [${String(person.data['name'])}](${person.page}).\n`);
  gitIn(root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '--all', '--message', 'A news item links to a person');
  const said = `${person.label} is still in use, so it was not deleted. Used by: ${news.label}.`;
  await expectQuickRefusal(`#/collections/people/entries/${person.id}`, 'Full name', String(person.data['name']), said);
});
