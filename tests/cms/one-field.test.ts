/**
 * A change of one field, published in the CMS, changes that field's lines in the content file and
 * nothing else, in every collection.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { cmsSite, publish } from './support/cms';
import { dataOf, entriesOf, freshCms, MARK, openEntry } from './support/entries';
import { changes, lineChanges, snapshot } from './support/files';

const { root, siteUrl } = cmsSite();
const openCms = freshCms(siteUrl);

describe('a change of one field changes only its lines', () => {
  for (const collection of collections) {
    test(collection.label, { timeout: 300_000 }, async () => {
      const { page, problems } = await openCms();
      const entry = entriesOf(root, collection).findLast((e) => e.field)!;
      const field = entry.field!;
      const before = snapshot(root);
      const text = readFileSync(join(root, entry.file), 'utf8');
      const english = (file: string) => (entry.single ? (dataOf(root, file)['en'] as Record<string, unknown>) : dataOf(root, file));
      const data = english(entry.file);
      const input = await openEntry(page, entry, collection.name);
      const value = `${await input.inputValue()}${MARK}`;
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
