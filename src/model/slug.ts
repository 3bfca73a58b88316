import type { FolderCollection } from './fields';
import { splitLocaleFile } from './files';

/** A person's page name is the full name in lowercase with spaces replaced by hyphens. */
export const personSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');

/** The id an entry gets from its data: its slug, or for people their name. */
export function entryIdOf(collection: Pick<FolderCollection, 'idFrom'>, data: Record<string, unknown>, fileName: string): string {
  const key = collection.idFrom === 'name' ? data['name'] : data['slug'];
  if (typeof key !== 'string' || key === '') return splitLocaleFile(fileName)?.base ?? fileName.replace(/\.[^.]+$/, '');
  return collection.idFrom === 'name' ? personSlug(key) : key;
}
