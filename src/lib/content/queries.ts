/**
 * Content reads used by pages, in the visitor's language: each collection sorted the way visitors
 * see it, and the single files (settings, pages) by name.
 */
import { getCollection, type CollectionEntry, type DataEntryMap } from 'astro:content';
import type { Locale } from '@/i18n/languages';
import { localize, localizeAll, type Localized } from './localize';

export type SingleName = 'site' | 'menu' | 'home' | 'regional-focus' | 'company-profile' | 'strategic-partnership' | 'esg'
  | 'sustainable-investing' | 'careers' | 'contact' | 'team' | 'partners' | 'portfolio' | 'insights';

/** A single-file entry such as the site settings or a page, in a language. */
async function getSingleEntry<K extends SingleName & keyof DataEntryMap>(name: K, lang: Locale): Promise<Localized<CollectionEntry<K>>> {
  const [entry] = await getCollection(name);
  if (!entry) throw new Error(`Missing content file for "${name}" (see src/model/collections/pages.ts for its path).`);
  return localize(entry as CollectionEntry<K>, lang);
}

/** The data of a single-file entry such as the site settings or a page, in a language. */
export async function getSingle<K extends SingleName & keyof DataEntryMap>(name: K, lang: Locale): Promise<CollectionEntry<K>['data']> {
  return (await getSingleEntry(name, lang)).data;
}

export type Ordered = 'properties' | 'projects' | 'municipalities' | 'brands' | 'people' | 'legal' | 'capabilities';
type Dated = 'news' | 'press' | 'reports' | 'articles';

/** Entries in the order editors set with their "Position" field. */
export async function getOrdered<K extends Ordered>(name: K, lang: Locale): Promise<Localized<CollectionEntry<K>>[]> {
  const entries = (await getCollection(name)) as CollectionEntry<K>[];
  entries.sort((a, b) => (a.data as { order: number }).order - (b.data as { order: number }).order);
  return localizeAll(entries, lang);
}

/** Entries newest first. */
export async function getLatest<K extends Dated>(name: K, lang: Locale): Promise<Localized<CollectionEntry<K>>[]> {
  const entries = (await getCollection(name)) as CollectionEntry<K>[];
  entries.sort((a, b) => (b.data as { date: Date }).date.getTime() - (a.data as { date: Date }).date.getTime());
  return localizeAll(entries, lang);
}
