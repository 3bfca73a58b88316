/**
 * Drafts, review, publish: a news item saved as a draft does not change the site; moved to
 * "Ready" and published, it appears on the site. Locally the draft waits on a cms/… branch and
 * publishing merges it into the checked-out branch.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { routes } from '../../src/lib/routes';
import { useBrowser } from '../support/browser';
import { consoleProblems, openAdmin, publishReady, save, setStatus, writeEntry } from './support/cms';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const SLUG = 'new-moorings-at-brissago';
const FILE = join(root, 'content/news', `${SLUG}.en.md`);
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const pageStatus = async () => (await fetch(`${siteUrl}${routes.newsItem(SLUG)}`)).status;

test('a draft leaves the site as it is until it is made ready and published', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  await openAdmin(page, siteUrl, undefined, '#/collections/news/new');
  await writeEntry(page, {
    title: 'New moorings at Brissago',
    date: '2025-05-20',
    category: 'Developments',
    summary: 'Twelve new moorings open at the Brissago marina this summer.',
    picture: { library: 'lake-boats.jpg' },
    alt: 'Rowing boats on a pebble shore at sunset',
    text: 'The marina adds twelve moorings for guests arriving by boat.',
  });

  await save(page);
  await page.getByRole('button', { name: 'Status: Draft' }).waitFor();
  // The draft is on its own branch; the checkout and the site are unchanged.
  expect(git('branch', '--list', `cms/news/${SLUG}`)).not.toBe('');
  expect(existsSync(FILE)).toBe(false);
  expect(await pageStatus()).toBe(404);

  await setStatus(page, 'In review');
  await setStatus(page, 'Ready');
  expect(existsSync(FILE)).toBe(false);

  await publishReady(page);
  await expect.poll(() => page.locator('#cms-refusal').textContent()).toMatch(/^Published\./);

  expect(existsSync(FILE)).toBe(true);
  expect(git('branch', '--list', `cms/news/${SLUG}`)).toBe('');
  expect(git('log', '-1', '--format=%P').split(' ')).toHaveLength(2);
  await expect.poll(pageStatus, { timeout: 120_000 }).toBe(200);
  const html = await (await fetch(`${siteUrl}${routes.newsItem(SLUG)}`)).text();
  expect(html).toContain('New moorings at Brissago');
  expect(problems).toEqual([]);
  await page.close();
});
