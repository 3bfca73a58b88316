/**
 * Content reads used by pages: each collection sorted the way visitors see it, and the single
 * files (settings, pages) by name.
 */
import { getCollection, type CollectionEntry, type DataEntryMap } from 'astro:content';

type SingleName = 'site' | 'menu' | 'home' | 'regional-focus' | 'company-profile' | 'strategic-partnership' | 'esg'
  | 'sustainable-investing' | 'careers' | 'contact' | 'team' | 'partners' | 'portfolio' | 'insights';

/** The data of a single-file entry such as the site settings or a page. */
export async function getSingle<K extends SingleName & keyof DataEntryMap>(name: K): Promise<CollectionEntry<K>['data']> {
  const [entry] = await getCollection(name);
  if (!entry) throw new Error(`Missing content file for "${name}" (see src/model/collections/pages.ts for its path).`);
  return entry.data;
}

type Ordered = 'properties' | 'projects' | 'municipalities' | 'brands' | 'people' | 'legal' | 'capabilities';
type Dated = 'news' | 'press' | 'reports' | 'articles';

/** Entries in the order editors set with their "Position" field. */
export async function getOrdered<K extends Ordered>(name: K): Promise<CollectionEntry<K>[]> {
  const entries = (await getCollection(name)) as CollectionEntry<K>[];
  return entries.sort((a, b) => (a.data as { order: number }).order - (b.data as { order: number }).order);
}

/** Entries newest first. */
export async function getLatest<K extends Dated>(name: K): Promise<CollectionEntry<K>[]> {
  const entries = (await getCollection(name)) as CollectionEntry<K>[];
  return entries.sort((a, b) => (b.data as { date: Date }).date.getTime() - (a.data as { date: Date }).date.getTime());
}
