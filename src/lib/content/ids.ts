/**
 * The ids of a folder collection's entries, read straight from its files. Astro resolves
 * references lazily, so a reference to an entry that does not exist would pass the build
 * silently; the schema checks relations against these ids instead.
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { collections } from '@/model/collections';
import type { FolderCollection } from '@/model/fields';
import { isOriginalFile } from '@/model/files';
import { entryIdOf } from '@/model/slug';
import { readFields } from './disk';

export function idsOf(name: string, root = process.cwd()): Set<string> {
  const collection = collections.find((c): c is FolderCollection => c.type === 'folder' && c.name === name);
  if (!collection) throw new Error(`Unknown collection "${name}" in a relation field.`);
  const markdown = collection.format === 'md';
  const files = readdirSync(join(root, collection.folder)).filter((f) => isOriginalFile(f) && (markdown ? f.endsWith('.md') : /\.ya?ml$/.test(f)));
  return new Set(files.map((file) => entryIdOf(collection, readFields(root, posix.join(collection.folder, file))?.data ?? {}, file)));
}
