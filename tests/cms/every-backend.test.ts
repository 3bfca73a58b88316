/**
 * The CMS's rules hold with every backend, not only with the local one that checks again: the
 * production /admin, built with Decap's in-memory backend (CMS_BACKEND=test-repo) and served as a
 * host serves it, with no backend of the project's anywhere, refuses to delete an entry that others
 * use, refuses a photograph too small for the site, and refuses a save over a change made since
 * the form was opened. The content it edits is the repository's, handed to the page.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { entryLabels, usesOf } from '../../src/lib/content/references';
import { readContent } from '../../src/lib/content/references-on-disk';
import { UPLOAD_REFUSALS } from '../../src/lib/uploads';
import { useBrowser } from '../support/browser';
import { buildSite } from '../support/build';
import { serveStatic } from '../support/static-server';
import { openAdmin } from './support/cms';

const ROOT = process.cwd();
const BUILD_MS = 600_000;
const { browser } = useBrowser();

/** The repository's content files as Decap's in-memory backend keeps them: a tree of folders, each file `{ content, path }`. */
function repoFiles() {
  const tree: Record<string, unknown> = {};
  for (const name of readdirSync(join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })) {
    const path = `content/${name.split(sep).join('/')}`;
    if (!/\.(ya?ml|md)$/.test(path)) continue;
    const segments = path.split('/');
    let folder = tree;
    for (const segment of segments.slice(0, -1)) folder = (folder[segment] ??= {}) as Record<string, unknown>;
    folder[segments.at(-1)!] = { path, content: readFileSync(join(ROOT, path), 'utf8') };
  }
  return tree;
}

const temp = mkdtempSync(join(tmpdir(), 'verbano-test-repo-'));
let server: Awaited<ReturnType<typeof serveStatic>>;
let siteUrl: string;

beforeAll(async () => {
  const outDir = join(temp, 'dist');
  const { status, output } = await buildSite(outDir, { CMS_BACKEND: 'test-repo' });
  if (status !== 0) throw new Error(`the build with CMS_BACKEND=test-repo failed:\n${output.slice(-3000)}`);
  server = await serveStatic(outDir);
  siteUrl = server.url;
}, BUILD_MS);
afterAll(() => {
  server?.close();
  rmSync(temp, { recursive: true, force: true });
});

const content = readContent(ROOT);
const FILES = repoFiles();

/** The production /admin on the in-memory backend, holding the repository's content, at `route`. */
async function openOnTestRepo(route = ''): Promise<Page> {
  const page = await browser().newPage();
  await page.addInitScript((files) => {
    // Decap's in-memory backend reads a file by its path, segment by segment, but lists a folder
    // by its whole path as one key: each folder is offered both ways, as one object.
    const alias = (tree: Record<string, unknown>, folder: Record<string, unknown>, path: string) => {
      for (const [name, value] of Object.entries(folder)) {
        if (/\.\w+$/.test(name)) continue;
        tree[`${path}${name}`] = value;
        alias(tree, value as Record<string, unknown>, `${path}${name}/`);
      }
    };
    alias(files, files, '');
    (window as unknown as { repoFiles: unknown }).repoFiles = files;
  }, FILES);
  await openAdmin(page, siteUrl, 120_000, route);
  return page;
}

/** The text of a content file as the in-memory backend holds it now. */
const heldText = (page: Page, path: string) =>
  page.evaluate((segments) => {
    let node: unknown = (window as unknown as { repoFiles: unknown }).repoFiles;
    for (const segment of segments) node = (node as Record<string, unknown> | undefined)?.[segment];
    return (node as { content?: string } | undefined)?.content;
  }, path.split('/'));

test('the build carries Decap’s in-memory backend, and no local backend', async () => {
  const html = await (await fetch(`${siteUrl}/admin`)).text();
  const config = JSON.parse(/<script type="application\/json" id="cms-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { backend?: { name?: string }; local_backend?: unknown };
  expect(config.backend?.name).toBe('test-repo');
  expect(config.local_backend).toBeUndefined();
});

test('deleting a municipality that properties lie in is refused in the browser, naming them; the files stay', async () => {
  const municipality = content.find((entry) => entry.collection === 'municipalities' && usesOf(entry.file, content).length > 0)!;
  const users = entryLabels(usesOf(municipality.file, content));
  const page = await openOnTestRepo(`#/collections/municipalities/entries/${municipality.id}`);
  await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(String(municipality.data['name']));
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click();
  const toast = page.getByText(/^Failed to delete entry: /);
  await toast.waitFor();
  const text = await toast.innerText();
  expect(text).toContain(`${municipality.label} is still in use, so it was not deleted. Used by: `);
  // Every entry that uses it, each once, in the order the backend lists them.
  expect(text.slice(text.indexOf('Used by: ') + 'Used by: '.length, text.indexOf('. Remove')).split(', ').sort()).toEqual([...users].sort());
  expect(await heldText(page, municipality.file)).toBe(readFileSync(join(ROOT, municipality.file), 'utf8'));
  await page.close();
});

test('a photograph of 100 × 80 pixels is refused as it is picked, naming the rule', async () => {
  const photo = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#6b7d8c' } }).jpeg().toBuffer();
  const page = await openOnTestRepo();
  await page.getByRole('button', { name: 'Media' }).click();
  await page.getByRole('button', { name: 'Upload' }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({ name: 'jetty-small.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect.poll(() => page.locator('#cms-refusal').textContent()).toBe(UPLOAD_REFUSALS.tooSmall('jetty-small.jpg', 100, 80, 'photo'));
  expect(await page.getByText('jetty-small.jpg', { exact: true }).count()).toBe(0);
  await page.close();
});

test('a save over a change made since the form was opened is refused, and the change stays', async () => {
  const person = content.find((entry) => entry.collection === 'people')!;
  const file = person.file;
  const page = await openOnTestRepo(`#/collections/people/entries/${person.id}`);
  const name = page.getByLabel('Full name', { exact: true });
  await expect.poll(() => name.inputValue()).toBe(String(person.data['name']));
  // Another editor changes the file meanwhile.
  const theirs = `${readFileSync(join(ROOT, file), 'utf8').trimEnd()}\n# changed by another editor\n`;
  await page.evaluate(
    ({ segments, text }) => {
      let node: unknown = (window as unknown as { repoFiles: unknown }).repoFiles;
      for (const segment of segments) node = (node as Record<string, unknown>)[segment];
      (node as { content: string }).content = text;
    },
    { segments: file.split('/'), text: theirs },
  );
  await name.fill(`${String(person.data['name'])} Jr.`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('#cms-stale').waitFor();
  expect(await heldText(page, file)).toBe(theirs);
  await page.close();
});
