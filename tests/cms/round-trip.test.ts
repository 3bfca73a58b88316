/**
 * Every collection, and every single page, opens in the CMS and saves as it was loaded: with a few
 * words typed into one field, the draft that publishing would merge is the file byte for byte but
 * for those words, and no other file. A change of one field, published, changes that field's
 * lines and nothing else, in a collection of each way of storing entries.
 * A collection is tried on the fewest of its entries that together fill every field, with every
 * kind of value (a short or a long text, a whole number or a decimal), that any of them fills: its
 * entries share one form, and what a save can get wrong is a field's widget; that every
 * file, each entry's and each translation's, is in the form the CMS writes is held by the unit
 * tests (cms-formats).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFailed, onTestFinished, test } from 'vitest';
import { collections } from '@/model/collections';
import type { Collection, Field } from '@/model/fields';
import { parseFrontmatter } from '../../admin/formats';
import { parseYaml } from '../../src/model/format';
import { useBrowser } from '../support/browser';
import { consoleProblems, goToEntry, openAdmin, publish, save } from './support/cms';
import { cmsServer, COPY_BRANCH } from './support/dev-server';
import { changes, lineChanges, snapshot } from './support/files';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

interface Entry {
  /** The entry's route in the CMS. */
  route: string;
  file: string;
  /** A text field at the top of the entry to type in; the menu has only lists. */
  field: Field | undefined;
  /** A page or settings file, which holds every language (`en:` …). */
  single: boolean;
}

const isText = (f: Field) => f.kind === 'string' && f.name !== 'slug' && !f.pattern;

function entriesOf(c: Collection): Entry[] {
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

/** What a value is, as far as how it is written goes: a long text is folded, a decimal keeps its point. */
function kind(value: unknown): string {
  if (value instanceof Date) return 'date';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'decimal';
  if (typeof value === 'string') return value.includes('\n') ? 'lines' : value.length > 100 ? 'long' : 'short';
  return typeof value;
}

/** The places of a value that hold something, with their kind: `name:short`, `gallery[].alt:short` … */
function filled(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => filled(item, `${at}[]`));
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.entries(value).flatMap(([key, v]) => filled(v, at ? `${at}.${key}` : key));
  return [`${at}:${kind(value)}`];
}

/** The fewest entries (chosen greedily) that together fill every field, with every kind of value, that any entry of `entries` fills. */
function covering(entries: Entry[]): Entry[] {
  const fields = new Map(entries.map((entry) => [entry, new Set(filled(dataOf(entry.file)))]));
  const left = new Set(entries.flatMap((entry) => [...fields.get(entry)!]));
  const chosen: Entry[] = [];
  const gain = (entry: Entry) => [...fields.get(entry)!].filter((field) => left.has(field)).length;
  while (left.size > 0) {
    const best = entries.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const field of fields.get(best)!) left.delete(field);
  }
  return chosen;
}

let context: BrowserContext | undefined;
let page: Page;
let problems: string[];
/** Closes the CMS, so that the next test loads it afresh. */
async function closeCms() {
  await context?.close();
  context = undefined;
}
/**
 * The CMS, loaded once and kept from one collection to the next, as an editor moves through it
 * (each entry is opened through its collection's list). After a test that failed it is loaded
 * afresh, so an unsaved form or an open dialog cannot fail the tests after it.
 */
async function openCms() {
  onTestFailed(closeCms);
  onTestFinished(deleteDrafts);
  if (context) {
    problems.length = 0;
    return;
  }
  context = await browser().newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  problems = consoleProblems(page);
  await openAdmin(page, siteUrl);
}
afterAll(closeCms);

async function openEntry(entry: Entry) {
  await goToEntry(page, entry.route);
  if (!entry.field) {
    // Lists of groups open collapsed: open the first item to reach a text field.
    await page.locator('[class*="listControlItem"] [class*="TopBar"] > button').first().click();
  }
  const input = page.getByLabel(entry.field?.label ?? 'Title', { exact: true }).first();
  await expect.poll(() => input.inputValue(), { timeout: 60_000 }).not.toBe('');
  return input;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * Deletes the drafts (`cms/…` branches) a test leaves: the first part's drafts nobody publishes,
 * and a test that stopped halfway may leave one. The tests after it find the copy without them.
 */
function deleteDrafts() {
  const drafts = git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/').split('\n').filter(Boolean);
  if (drafts.length > 0) git('branch', '-D', ...drafts);
}

const parseText = (file: string, text: string) => (file.endsWith('.md') ? parseFrontmatter(text) : parseYaml(text));
const dataOf = (file: string) => parseText(file, readFileSync(join(root, file), 'utf8'));

/** What is typed into an entry to change it: Decap saves only a form that differs from the file. */
const MARK = ' (revised)';

describe('every collection saves with nothing changed but what was typed', () => {
  for (const collection of collections) {
    test(collection.label, { timeout: 300_000 }, async () => {
      await openCms();
      // Read from git, not from the checkout: to read a draft decap-server checks its branch out
      // for a moment, and the CMS reads drafts right after saving one.
      const published = git('rev-parse', COPY_BRANCH);
      const show = (ref: string, file: string) => execFileSync('git', ['show', `${ref}:${file}`], { cwd: root, encoding: 'utf8' });
      const entries = entriesOf(collection);
      for (const entry of collection.type === 'files' ? entries : covering(entries)) {
        const input = await openEntry(entry);
        // Set at once: keys typed one by one can be lost while the form re-renders on a busy machine.
        const typed = `${await input.inputValue()}${MARK}`;
        await input.fill(typed);
        await expect.poll(() => input.inputValue()).toBe(typed);
        await save(page);
        // The draft is what publishing would merge: its file is the original with the words typed, byte for byte.
        const draft = `cms/${collection.name}/${entry.route.split('/').at(-1)}`;
        const before = show(COPY_BRANCH, entry.file);
        const after = show(draft, entry.file);
        // The same data but for the words, and of the file's lines only the value's one line
        // replaced: by itself with the words, or, where the value grew past the length from which
        // the content files fold long texts, by its folded lines.
        expect(JSON.stringify(parseText(entry.file, after)).replace(MARK, ''), entry.file).toBe(JSON.stringify(parseText(entry.file, before)));
        const { removed, added } = lineChanges(before, after);
        expect(removed, entry.file).toHaveLength(1);
        expect(added.join(' '), entry.file).toContain(MARK.trim());
        expect(added.slice(1).every((line) => line.startsWith('  ')), entry.file).toBe(true);
        // And no other file: not a translation, not a picture.
        expect(git('diff', '--name-only', `${COPY_BRANCH}...${draft}`).split('\n'), entry.file).toEqual([entry.file]);
      }
      // Drafts leave what is published as it was.
      expect(git('rev-parse', COPY_BRANCH)).toBe(published);
      expect(problems).toEqual([]);
    });
  }
});

/**
 * One collection of each way of storing entries: a folder of Markdown files, a folder of YAML
 * files (one per language), a file that holds every language. Publishing merges the draft, and
 * every collection's draft is checked above, file and lines.
 */
const storages = [
  collections.find((c) => c.type === 'folder' && c.format === 'md'),
  collections.find((c) => c.type === 'folder' && c.format === 'yml'),
  collections.find((c) => c.type === 'files'),
];

describe('a change of one field, published, changes only its lines', () => {
  // The drafts saved above were deleted with git, behind the back of the CMS that made them; a
  // CMS loaded afresh knows nothing of them.
  beforeAll(closeCms);
  test('covers every way of storing entries', () => {
    expect(storages.every(Boolean)).toBe(true);
  });
  for (const collection of storages.filter((c) => c !== undefined)) {
    test(collection.label, { timeout: 300_000 }, async () => {
      await openCms();
      const entry = entriesOf(collection).findLast((e) => e.field)!;
      const field = entry.field!;
      const before = snapshot(root);
      const text = readFileSync(join(root, entry.file), 'utf8');
      const english = (file: string) => (entry.single ? (dataOf(file)['en'] as Record<string, unknown>) : dataOf(file));
      const data = english(entry.file);
      const input = await openEntry(entry);
      const value = `${await input.inputValue()} (revised)`;
      await input.fill(value);
      await publish(page);
      expect(changes(before, snapshot(root))).toEqual([entry.file]);
      expect(english(entry.file)).toEqual({ ...data, [field.name]: value });
      const { removed, added } = lineChanges(text, readFileSync(join(root, entry.file), 'utf8'));
      // One line, or folded as the content files fold long texts.
      expect(added[0]).toMatch(new RegExp(`^ *${field.name}: (?:${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|>-)$`));
      expect(added.slice(1).every((line) => line.startsWith('  '))).toBe(true);
      expect(removed).toHaveLength(1);
      expect(problems).toEqual([]);
    });
  }
});
