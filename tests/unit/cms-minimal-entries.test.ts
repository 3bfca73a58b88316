/** "An entry saved with only its required fields builds": the schema side (the build test is in tests/cms). */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'astro/zod';
import { expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { parseFrontmatter } from '../../admin/formats';
import { parseYaml } from '../../src/model/format';
import { entrySchema } from '../../src/lib/content/schema';
import { addable, minimalEntry } from '../cms/support/minimal-entries';

test.each(addable(collections).map((c) => [c.name, c] as const))('a minimal %s entry is valid content', (_, collection) => {
  const { path, text } = minimalEntry(collection);
  // Pictures must exist where the written path points, relative to the file.
  const image = () => z.string().refine((src) => existsSync(resolve(dirname(path), src)), 'picture not found');
  const { body: _body, ...data } = collection.format === 'md' ? parseFrontmatter(text) : parseYaml(text);
  const result = entrySchema(collection.fields)({ image } as never).safeParse(data);
  expect(result.error?.issues ?? []).toEqual([]);
});
