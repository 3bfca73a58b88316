/**
 * Content reads used by pages, in the visitor's language: each collection sorted the way visitors
 * see it, and the single files (settings, pages) by name.
 */
import { getCollection, type CollectionEntry, type CollectionKey, type DataEntryMap } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/languages';
import { collections } from '@/model/collections';
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

/**
 * Every English text that stands in for a missing translation somewhere in a language: the texts
 * that components rendering content mark as English there (src/components/ui/Text.astro).
 */
export async function getFallbacks(lang: Locale): Promise<ReadonlySet<string>> {
  if (lang === DEFAULT_LOCALE) return new Set();
  const names = collections.flatMap((c) => (c.type === 'folder' ? [c.name] : c.files.map((f) => f.name)));
  const entries = await Promise.all(names.map(async (name) => localizeAll(await getCollection(name as CollectionKey), lang)));
  return new Set(entries.flat().flatMap((entry) => [...entry.fallbacks]));
}
