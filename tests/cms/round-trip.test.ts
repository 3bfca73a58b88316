/**
 * Every collection, and every single page, opens in the CMS and saves as it was loaded: with a few
 * words typed into one field, the draft that publishing would merge is the file byte for byte but
 * for those words. A collection is tried on the fewest of its entries that together fill every
 * field, with every kind of value (a short or a long text, a whole number or a decimal), that any
 * of them fills: its entries share one form, and what a save can get wrong is a field's widget;
 * that every file, each entry's and each translation's, is in the form the CMS writes is held by
 * the unit tests (cms-formats). That a published change of one field changes only that field's
 * lines is one-field.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { cmsSite, save } from './support/cms';
import { COPY_BRANCH } from './support/dev-server';
import { dataOf, entriesOf, type Entry, freshCms, MARK, openEntry, parseText } from './support/entries';
import { lineChanges } from './support/files';

const { root, siteUrl } = cmsSite();
const openCms = freshCms(siteUrl);

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
  const fields = new Map(entries.map((entry) => [entry, new Set(filled(dataOf(root, entry.file)))]));
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

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

describe('every collection saves with nothing changed but what was typed', () => {
  for (const collection of collections) {
    test(collection.label, { timeout: 300_000 }, async () => {
      const { page, problems } = await openCms();
      const drafts: string[] = [];
      // Read from git, not from the checkout: to read a draft decap-server checks its branch out
      // for a moment, and the CMS reads drafts right after saving one.
      const published = git('rev-parse', COPY_BRANCH);
      const show = (ref: string, file: string) => execFileSync('git', ['show', `${ref}:${file}`], { cwd: root, encoding: 'utf8' });
      const entries = entriesOf(root, collection);
      for (const entry of collection.type === 'files' ? entries : covering(entries)) {
        const input = await openEntry(page, entry, collection.name);
        // Set at once: keys typed one by one can be lost while the form re-renders on a busy machine.
        const typed = `${await input.inputValue()}${MARK}`;
        await input.fill(typed);
        await expect.poll(() => input.inputValue()).toBe(typed);
        await save(page);
        // The draft is what publishing would merge: its file is the original with the words typed, byte for byte.
        const draft = `cms/${collection.name}/${entry.route.split('/').at(-1)}`;
        drafts.push(draft);
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
      }
      // Drafts leave what is published as it was.
      expect(git('rev-parse', COPY_BRANCH)).toBe(published);
      // Drafts nobody publishes; the tests after this one find the copy without them.
      git('branch', '-D', ...drafts);
      expect(problems).toEqual([]);
    });
  }
});
