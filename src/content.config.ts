import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { brands } from '../admin/collections/brands';
import { municipalities } from '../admin/collections/municipalities';
import { articles, legal, news, press, reports } from '../admin/collections/news';
import { capabilities, pages, settings } from '../admin/collections/pages';
import { people } from '../admin/collections/people';
import { projects } from '../admin/collections/projects';
import { properties } from '../admin/collections/properties';
import type { FilesCollection, FolderCollection } from '../admin/fields';
import { entrySchema } from './lib/content/schema';
import { personSlug } from './lib/slug';

/**
 * Entries are keyed by their web address, not their file name, so a renamed file keeps its URL
 * and two files claiming one address fail the build (prerenderConflictBehavior: 'error').
 */
function entryId(collection: FolderCollection, data: Record<string, unknown>, file: string) {
  const key = collection.idFrom === 'name' ? data['name'] : data['slug'];
  if (typeof key !== 'string' || key === '') return file.replace(/\.[^.]+$/, '');
  return collection.idFrom === 'name' ? personSlug(key) : key;
}

function folder<const C extends FolderCollection>(c: C) {
  return defineCollection({
    loader: glob({
      base: c.folder,
      pattern: c.format === 'md' ? '*.md' : '*.{yml,yaml}',
      generateId: ({ data, entry }) => entryId(c, data, entry),
    }),
    schema: entrySchema(c.fields),
  });
}

/** Each single file is a collection of one entry, so every page keeps its own schema. */
function single<const F extends FilesCollection['files'][number]>(f: F) {
  const slash = f.file.lastIndexOf('/');
  return defineCollection({
    loader: glob({ base: f.file.slice(0, slash), pattern: f.file.slice(slash + 1), generateId: () => f.name }),
    schema: entrySchema(f.fields),
  });
}

type Singles<C extends FilesCollection> = { [F in C['files'][number] as F['name']]: ReturnType<typeof single<F>> };

function singles<const C extends FilesCollection>(c: C): Singles<C> {
  return Object.fromEntries(c.files.map((f) => [f.name, single(f)])) as Singles<C>;
}

export const collections = {
  properties: folder(properties),
  projects: folder(projects),
  municipalities: folder(municipalities),
  brands: folder(brands),
  people: folder(people),
  news: folder(news),
  press: folder(press),
  reports: folder(reports),
  articles: folder(articles),
  legal: folder(legal),
  capabilities: folder(capabilities),
  ...singles(pages),
  ...singles(settings),
};
