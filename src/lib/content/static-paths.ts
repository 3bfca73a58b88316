/**
 * The static paths of the pages under src/pages/[...lang]: every page in every language, as a
 * route of its own. English pages have no prefix (`lang` undefined), the others live under /de,
 * /it and /fr. A page made from a collection gets its entry already in the page's language, with
 * English standing in, marked, wherever the translation lacks a text (./localize.ts).
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/languages';
import { localize } from './localize';

/** The `[...lang]` parameter of a language: none for English. */
const langParam = (locale: Locale) => (locale === DEFAULT_LOCALE ? undefined : locale);

/** One page per language. */
export const languagePaths = () => LOCALES.map((l) => ({ params: { lang: langParam(l.code) } }));

/**
 * One page per entry and language, at the entry's id in the route's parameter (`[slug]`,
 * `[name]` …), with the entry in that language as its prop.
 */
export async function entryPaths<C extends CollectionKey, P extends string>(collection: C, param: P) {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  return Promise.all(
    LOCALES.flatMap(({ code }) =>
      entries.map(async (entry) => ({
        params: { lang: langParam(code), [param]: entry.id } as { lang: Locale | undefined } & Record<P, string>,
        props: { entry: await localize(entry, code) },
      })),
    ),
  );
}
