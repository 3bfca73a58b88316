/**
 * (b) An editor writes a company news item with a new photo and publishes it; the site then
 * builds, and the article page shows the photo optimised by astro:assets. Every other collection
 * gets an entry with only its required fields as well, and the build must accept them all.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { parseFrontmatter } from '../../admin/formats';
import { DEFAULT_LOCALE } from '@/i18n/languages';
import { routeTable } from '@/lib/route-table';
import { routes } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { openAdmin, publish, writeEntry } from './support/cms';
import { photoToUpload } from './support/files';
import { buildCopy, cmsServer, copyRepository } from './support/dev-server';
import { addable, minimalEntry } from './support/minimal-entries';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const SLUG = 'harbour-works-begin-in-brissago';
const PHOTO = 'brissago-harbour-works.jpg';

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

test('a news item written in the CMS with a new photo builds into an article with optimised images', async () => {
  const upload = await photoToUpload(PHOTO, 2000, 1250, '#2d4a66');

  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  await openAdmin(page, siteUrl, undefined, '#/collections/news/new');
  await writeEntry(page, {
    title: 'Harbour works begin in Brissago',
    slug: SLUG,
    date: '2025-03-15',
    category: 'Developments',
    summary: 'Work on the new harbour at Brissago has begun and will take two seasons.',
    picture: { upload },
    alt: 'The harbour basin at Brissago under a clear sky',
    text: 'Work on the harbour has begun. The basin will be ready for the summer season.',
  });
  await publish(page);

  // What the CMS wrote: the entry, with the photo next to the other media, relative to the file.
  const entryFile = join(root, 'content/news', `${SLUG}.en.md`);
  expect(existsSync(entryFile)).toBe(true);
  const entry = parseFrontmatter(readFileSync(entryFile, 'utf8'));
  expect(entry).toMatchObject({
    title: 'Harbour works begin in Brissago',
    slug: SLUG,
    date: '2025-03-15',
    category: 'Developments',
    // An upload left as it was is the firm's own photograph.
    image: { src: `../../src/assets/media/${PHOTO}`, alt: 'The harbour basin at Brissago under a clear sky', credit: { author: 'Verbano Capital', licence: 'All rights reserved' } },
  });
  expect(String(entry['body'])).toContain('The basin will be ready');
  expect(readFileSync(join(root, 'src/assets/media', PHOTO))).toEqual(readFileSync(upload));

  // Entries with only their required fields, in every collection editors can add to.
  const site = copyRepository(root, { git: false });
  copies.push(site);
  const minimal = addable(collections).map(minimalEntry);
  for (const { path, text } of minimal) writeFileSync(join(site, path), text);
  const result = buildCopy(site);
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);

  const html = readFileSync(join(site, 'dist', `${routes.newsItem(SLUG)}.html`), 'utf8');
  expect(html).toContain('Harbour works begin in Brissago');
  const optimised = [...html.matchAll(/\/_astro\/([\w.-]+\.(?:avif|jpg))/g)].map((m) => m[1]!);
  const photoName = PHOTO.replace(/\.jpg$/, '');
  expect(optimised.filter((f) => f.startsWith(photoName) && f.endsWith('.avif')).length).toBeGreaterThan(0);
  expect(optimised.filter((f) => f.startsWith(photoName) && f.endsWith('.jpg')).length).toBeGreaterThan(0);
  const built = new Set(readdirSync(join(site, 'dist/_astro')));
  for (const file of optimised) expect(built.has(file), file).toBe(true);

  // The credits page lists the photo with the credit its entry carries.
  const credits = readFileSync(join(site, 'dist', `${routes.credits}.html`), 'utf8');
  const credit = new RegExp(`<li[^>]*data-credit="${PHOTO.replace('.', '\\.')}"[\\s\\S]*?</li>`).exec(credits)?.[0] ?? '';
  expect(credit).toContain('Verbano Capital');
  expect(credit).toContain('All rights reserved');

  // Where a collection's entries have pages, the minimal entry has one too, as the others do: the
  // built copy's route table lists both, and the build made them.
  const table = routeTable(site);
  const pageOf = (collection: string, id: string) => table.find((r) => r.locale === DEFAULT_LOCALE && !r.aliasOf && r.entry?.collection === collection && r.entry.id === id)?.path;
  const withPages = addable(collections).filter((collection) => collection.page);
  expect(withPages.length).toBeGreaterThan(0);
  for (const collection of withPages) {
    const minimalId = idOf(basename(minimalEntry(collection).path));
    const existing = readdirSync(join(root, collection.folder)).map(idOf).find((id) => id !== minimalId)!;
    const built = (id: string) => {
      const path = pageOf(collection.name, id);
      return path !== undefined && existsSync(join(site, 'dist', `${path}.html`));
    };
    expect([built(existing), built(minimalId)], `${collection.name}: pages of an entry and of the minimal entry`).toEqual([true, true]);
  }
});

const idOf = (file: string) => file.replace(/\.[a-z]{2}\.\w+$/, '');
