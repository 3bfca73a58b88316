/**
 * A photo uploaded in an entry is saved with its credit: the firm's own photograph unless the
 * editor names another author and licence. Once published, the credit checks pass over the CMS's
 * copy of the repository (the function tests/unit/credits.test.ts runs over this checkout), and the
 * credits page lists the photo in every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { parseFrontmatter } from '../../admin/formats';
import { creditProblems } from '../../src/lib/credits';
import { useBrowser } from '../support/browser';
import { consoleProblems, openAdmin, publish, writeEntry } from './support/cms';
import { photoToUpload } from './support/files';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

/** The credit's inputs under the picture; optional, as a picture of the media library may be credited in credits.yml. */
const author = (page: Page) => page.getByLabel(/^Author(?: \(optional\))?$/);
const licence = (page: Page) => page.getByLabel(/^Licence(?: \(optional\))?$/);

/** Writes a news item with `photo` uploaded, lets `credit` change its credit, publishes it and returns its file's data. */
async function publishNews(slug: string, photo: string, colour: string, credit: (page: Page) => Promise<void>) {
  const upload = await photoToUpload(photo, 2000, 1250, colour);
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  await openAdmin(page, siteUrl, undefined, '#/collections/news/new');
  await writeEntry(page, {
    title: `Lakeside works at ${slug}`,
    slug,
    date: '2025-04-10',
    category: 'Developments',
    summary: `Work on the shore at ${slug} has begun.`,
    picture: { upload },
    alt: `The shore at ${slug} in the morning`,
    text: 'Work on the shore has begun.',
  });
  // The chosen upload starts as the firm's own photograph.
  await expect.poll(() => author(page).inputValue()).toBe('Verbano Capital');
  await credit(page);
  await publish(page);
  expect(problems).toEqual([]);
  await page.close();
  return parseFrontmatter(readFileSync(join(root, 'content/news', `${slug}.en.md`), 'utf8'));
}

test('an uploaded photo left as the firm’s own is saved with the firm’s credit, and the credit checks pass', async () => {
  const entry = await publishNews('seeufer-ascona', 'seeufer-ascona.jpg', '#3b6e8f', async () => undefined);
  expect(entry['image']).toEqual({
    src: '../../src/assets/media/seeufer-ascona.jpg',
    alt: 'The shore at seeufer-ascona in the morning',
    credit: { author: 'Verbano Capital', licence: 'All rights reserved' },
  });
  expect(creditProblems(root)).toEqual([]);
});

test('an uploaded photo credited to its photographer is saved with that credit, listed on the credits page in every language', async () => {
  const entry = await publishNews('riva-brissago', 'riva-brissago.jpg', '#6e8f3b', async (page) => {
    await author(page).fill('Anna Keller');
    await licence(page).click();
    await page.getByRole('option', { name: 'CC BY 4.0', exact: true }).click();
  });
  expect(entry['image']).toMatchObject({ src: '../../src/assets/media/riva-brissago.jpg', credit: { author: 'Anna Keller', licence: 'CC BY 4.0' } });
  expect(creditProblems(root)).toEqual([]);
  for (const prefix of ['', '/it', '/de', '/fr']) {
    const html = await (await fetch(`${siteUrl}${prefix}/credits`)).text();
    const item = /<li[^>]*data-credit="riva-brissago\.jpg"[\s\S]*?<\/li>/.exec(html)?.[0] ?? '';
    expect(item, `${prefix || '/'}credits`).toContain('Anna Keller');
    expect(item, `${prefix || '/'}credits`).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
  }
});
