/** The static paths of the pages made from a collection. */
import { getCollection, type CollectionKey } from 'astro:content';

/**
 * One page per entry, at the entry's id in the route's parameter (`[slug]`, `[name]` …), with the
 * entry as its prop; the page localizes it for the language of the address it renders.
 */
export async function entryPaths<C extends CollectionKey, P extends string>(collection: C, param: P) {
  const entries = await getCollection(collection);
  return entries.map((entry) => ({ params: { [param]: entry.id } as Record<P, string>, props: { entry } }));
}
