/**
 * The ids of a folder collection's entries, read straight from its files. Astro resolves
 * references lazily, so a reference to an entry that does not exist would pass the build
 * silently; the schema checks relations against these ids instead.
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { collections } from '@/model/collections';
import type { FolderCollection } from '@/model/fields';
import { isOriginalFile, splitLocaleFile } from '@/model/files';
import { personSlug } from '@/model/slug';
import { readFields } from './disk';

/** The id an entry gets from its data: its slug, or for people their name. */
export function entryIdOf(collection: Pick<FolderCollection, 'idFrom'>, data: Record<string, unknown>, fileName: string): string {
  const key = collection.idFrom === 'name' ? data['name'] : data['slug'];
  if (typeof key !== 'string' || key === '') return splitLocaleFile(fileName)?.base ?? fileName.replace(/\.[^.]+$/, '');
  return collection.idFrom === 'name' ? personSlug(key) : key;
}

export function idsOf(name: string, root = process.cwd()): Set<string> {
  const collection = collections.find((c): c is FolderCollection => c.type === 'folder' && c.name === name);
  if (!collection) throw new Error(`Unknown collection "${name}" in a relation field.`);
  const markdown = collection.format === 'md';
  const files = readdirSync(join(root, collection.folder)).filter((f) => isOriginalFile(f) && (markdown ? f.endsWith('.md') : /\.ya?ml$/.test(f)));
  return new Set(files.map((file) => entryIdOf(collection, readFields(root, posix.join(collection.folder, file))?.data ?? {}, file)));
}
