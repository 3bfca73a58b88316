/**
 * The entries of each collection as the CMS opens them, and a CMS loaded afresh for each
 * collection: the ground the round-trip tests (round-trip, one-field) share.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { Collection, Field } from '@/model/fields';
import { parseFrontmatter, parseYaml } from '../../../admin/formats';
import { useBrowser } from '../../e2e/support/browser';
import { consoleProblems, openAdmin } from './cms';

export interface Entry {
  /** The entry's route in the CMS. */
  route: string;
  file: string;
  /** A text field at the top of the entry to type in; the menu has only lists. */
  field: Field | undefined;
  /** A page or settings file, which holds every language (`en:` …). */
  single: boolean;
}

const isText = (f: Field) => f.kind === 'string' && f.name !== 'slug' && !f.pattern;

/** The entries of collection `c` in the copy at `root`. */
export function entriesOf(root: string, c: Collection): Entry[] {
  if (c.type === 'files') {
    return c.files.map((f) => ({ route: `#/collections/${c.name}/entries/${f.name}`, file: f.file, field: f.fields.find(isText), single: true }));
  }
  const field = c.fields.find((f) => f.name === c.summary)!;
  // The English originals: the CMS opens an entry in English, and saves that file.
  return readdirSync(join(root, c.folder))
    .filter((name) => name.endsWith(`.en.${c.format}`))
    .sort()
    .map((name) => ({ route: `#/collections/${c.name}/entries/${name.replace(/\.en\.\w+$/, '')}`, file: `${c.folder}/${name}`, field, single: false }));
}

export const parseText = (file: string, text: string) => (file.endsWith('.md') ? parseFrontmatter(text) : parseYaml(text));
export const dataOf = (root: string, file: string) => parseText(file, readFileSync(join(root, file), 'utf8'));

/**
 * The CMS loaded afresh for each collection: moving between its entries through the collection's
 * list keeps the CMS loaded, as an editor's clicks do, and no collection inherits another's state.
 * `open()` closes the last one and gives the new page with the console problems it collects.
 */
export function freshCms(siteUrl: string) {
  const { browser } = useBrowser();
  let context: BrowserContext | undefined;
  afterAll(async () => {
    await context?.close();
  });
  return async function open(): Promise<{ page: Page; problems: string[] }> {
    await context?.close();
    context = await browser().newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await openAdmin(page, siteUrl);
    return { page, problems };
  };
}

/** Opens `entry` of `collection` through the collection's list; resolves to its text field once it shows the entry's value. */
export async function openEntry(page: Page, entry: Entry, collection: string) {
  await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${collection}`);
  await page.getByRole('button', { name: /^Writing in [A-Z]{2}$/ }).waitFor({ state: 'detached' });
  await page.evaluate((hash) => (window.location.hash = hash), entry.route.slice(1));
  await page.getByRole('button', { name: /^Writing in [A-Z]{2}$/ }).waitFor();
  if (!entry.field) {
    // Lists of groups open collapsed: open the first item to reach a text field.
    await page.locator('[class*="listControlItem"] [class*="TopBar"] > button').first().click();
  }
  const input = page.getByLabel(entry.field?.label ?? 'Title', { exact: true }).first();
  await expect.poll(() => input.inputValue(), { timeout: 60_000 }).not.toBe('');
  return input;
}

/** What is typed into an entry to change it: Decap saves only a form that differs from the file. */
export const MARK = ' (revised)';
