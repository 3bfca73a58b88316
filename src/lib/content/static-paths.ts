/**
 * The static paths of the pages under src/pages/[...lang], read from the route table
 * (src/lib/route-table.ts): every page in every language, as a route of its own. English pages
 * have no prefix (`lang` undefined), the others live under /de, /it and /fr. A page made from a
 * collection gets its entry already in the page's language, with English standing in, marked,
 * wherever the translation lacks a text (./localize.ts).
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/languages';
import { routeTable, type Route } from '@/lib/route-table';
import { localize } from './localize';

/** The `[...lang]` parameter of a language: none for English. */
const langParam = (locale: Locale) => (locale === DEFAULT_LOCALE ? undefined : locale);

/** One page per language: a fixed page is in the table in every language. */
export const languagePaths = () => LOCALES.map((l) => ({ params: { lang: langParam(l.code) } }));

/**
 * The table's pages of a collection's entries (or, with `aliases`, the second addresses of its
 * entries, /portfolio/<project>), at the entry's id in the route's parameter (`[slug]`,
 * `[name]` …), with the entry in the page's language as its prop.
 */
export async function entryPaths<C extends CollectionKey, P extends string>(collection: C, param: P, { aliases = false } = {}) {
  const entries = new Map(((await getCollection(collection)) as CollectionEntry<C>[]).map((e) => [e.id, e]));
  const pages = routeTable().filter((r): r is Route & { entry: NonNullable<Route['entry']> } => r.entry?.collection === collection && Boolean(r.aliasOf) === aliases);
  return Promise.all(
    pages.map(async ({ locale, entry: { id } }) => {
      const entry = entries.get(id);
      if (!entry) throw new Error(`The route table has ${collection}/${id}, which the content collection "${collection}" does not hold.`);
      return {
        params: { lang: langParam(locale), [param]: id } as { lang: Locale | undefined } & Record<P, string>,
        props: { entry: await localize(entry, locale) },
      };
    }),
  );
}
