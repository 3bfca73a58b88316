/**
 * What editors publish in the CMS builds into the site, checked with one build of the CMS's
 * checkout once everything is published (a build is most of a minute on a 2-core machine):
 *
 * - an editor writes a company news item with a new photo and publishes it; the article page
 *   shows the photo optimised by astro:assets;
 * - an editor translates a property: switches to Italian beside the English original, rewrites
 *   its description and publishes; the Italian file changes in that field only, the English
 *   original and the other languages are untouched, and the Italian page shows the new text;
 * - every collection editors can add to gets an entry with only its required fields, and the
 *   build accepts them all.
 *
 * The tests run in order: the last builds what the first two published.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, expect, test } from 'vitest';
import { useTranslations } from '@/i18n';
import { formatAmount, formatMillions } from '@/lib/format';
import { collections } from '@/model/collections';
import { parseFrontmatter } from '../../admin/formats';
import { routes } from '../../src/lib/routes';
import { useBrowser } from '../e2e/support/browser';
import { openAdmin, previewFrame, publish, publishReady, save, setStatus, writeEntry } from './support/cms';
import { buildCopy, cmsServer, copyRepository } from './support/dev-server';
import { changes, lineChanges, snapshot } from './support/files';
import { addable, minimalEntry } from './support/minimal-entries';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const SLUG = 'harbour-works-begin-in-brissago';
const PHOTO = 'brissago-harbour-works.jpg';

const ENGLISH = 'content/properties/monte-bre.en.yml';
const ITALIAN = 'content/properties/monte-bre.it.yml';
const DESCRIPTION =
  'Monte Brè è un piccolo villaggio alpino sopra Locarno, a 15 minuti dal lago. Il progetto rinnova le case in pietra del nucleo e ne fa un luogo di soggiorno tranquillo, aperto tutto l’anno.';

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

test('a news item written in the CMS with a new photo is published into its file, the photo beside the other media', async () => {
  const upload = join(tmpdir(), PHOTO);
  await sharp({ create: { width: 2000, height: 1250, channels: 3, background: '#2d4a66' } }).jpeg({ quality: 90 }).toFile(upload);

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
    image: { src: `../../src/assets/media/${PHOTO}`, alt: 'The harbour basin at Brissago under a clear sky' },
  });
  expect(String(entry['body'])).toContain('The basin will be ready');
  expect(readFileSync(join(root, 'src/assets/media', PHOTO))).toEqual(readFileSync(upload));
  await page.close();
});

test('a property translated into Italian in the CMS is published in its Italian file only', async () => {
  const english = readFileSync(join(root, ENGLISH), 'utf8');
  const italian = readFileSync(join(root, ITALIAN), 'utf8');
  const everything = snapshot(root);

  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  await openAdmin(page, siteUrl, undefined, '#/collections/properties/entries/monte-bre');
  const overview = page.getByLabel('Property overview', { exact: true });
  await expect.poll(() => overview.inputValue(), { timeout: 120_000 }).toBe(String(parse(english).description));

  // The editor writes in Italian: the form shows the Italian texts and hides what all languages share.
  await page.getByRole('button', { name: /^Writing in EN$/ }).click();
  await page.getByRole('menuitem', { name: 'it', exact: true }).click();
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
  await page.close();
});

test('the site builds with what was published and an entry with only its required fields in every collection', () => {
  const site = copyRepository(root, { git: false });
  copies.push(site);
  const minimal = addable(collections).map(minimalEntry);
  for (const { path, text } of minimal) writeFileSync(join(site, path), text);
  const result = buildCopy(site);
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);

  // The news item, with its photo optimised.
  const html = readFileSync(join(site, 'dist', `${routes.newsItem(SLUG)}.html`), 'utf8');
  expect(html).toContain('Harbour works begin in Brissago');
  const optimised = [...html.matchAll(/\/_astro\/([\w.-]+\.(?:avif|jpg))/g)].map((m) => m[1]!);
  const photoName = PHOTO.replace(/\.jpg$/, '');
  expect(optimised.filter((f) => f.startsWith(photoName) && f.endsWith('.avif')).length).toBeGreaterThan(0);
  expect(optimised.filter((f) => f.startsWith(photoName) && f.endsWith('.jpg')).length).toBeGreaterThan(0);
  const built = new Set(readdirSync(join(site, 'dist/_astro')));
  for (const file of optimised) expect(built.has(file), file).toBe(true);

  // Where a collection's entries have pages, the minimal entry has one too, as the others do.
  const withPages = addable(collections).filter((collection) => ENTRY_PAGES[collection.name]);
  expect(withPages.length).toBeGreaterThan(0);
  for (const collection of withPages) {
    const route = ENTRY_PAGES[collection.name]!;
    const minimalId = idOf(basename(minimalEntry(collection).path));
    const existing = readdirSync(join(root, collection.folder)).map(idOf).find((id) => id !== minimalId)!;
    const built = (id: string) => existsSync(join(site, 'dist', `${route(id)}.html`));
    expect([built(existing), built(minimalId)], `${collection.name}: pages of an entry and of the minimal entry`).toEqual([true, true]);
  }

  // The Italian page, with the new description.
  const italian = readFileSync(join(site, 'dist/it/property/monte-bre.html'), 'utf8');
  expect(italian).toContain('<html lang="it-CH"');
  expect(italian).toContain('Monte Brè è un piccolo villaggio alpino sopra Locarno');
});

const idOf = (file: string) => file.replace(/\.[a-z]{2}\.\w+$/, '');

/** The page of each collection's entries, by entry id (file names are ids in this content). */
const ENTRY_PAGES: Record<string, (id: string) => string> = {
  properties: routes.property,
  projects: routes.project,
  municipalities: routes.municipality,
  brands: routes.brand,
  people: (id) => `/people/${id}`,
  news: routes.newsItem,
  press: routes.pressRelease,
  reports: routes.report,
  articles: routes.article,
};
