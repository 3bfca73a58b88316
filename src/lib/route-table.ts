/**
 * The route table: every page of the site in every language, each with its address, its
 * language, the content entry it shows where it has one, and whether it is a fallback (English
 * standing in for a translation the entry lacks). Fallbacks are real pages, built like any other;
 * the table is the one place that says which pages are, and the pages' static paths, the sitemap
 * (astro.config.mjs), hreflang and canonical addresses (components/layout/Seo.astro), the language
 * offer and the reference checks (src/integrations/content-references.ts) all read it.
 *
 * It is made from the content files on disk, not from `astro:content`, because astro.config.mjs
 * reads it too. It is asked through `once()` rather than kept in a module constant: the
 * development server keeps this module while the CMS publishes, and must see a new entry or
 * translation without a restart; a build computes it once.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/languages';
import { FIXED_PAGES, routes } from '@/model/routes';
import { once } from './content/once';
import { readContent } from './content/references-on-disk';
import { translatedLanguages } from './content/translations';
import { CANONICAL_ALIASES, localizePath } from './routes';

/** The content entry a page shows: a folder collection's entry, or a single file (`pages/contact`). */
interface RouteEntry {
  collection: string;
  id: string;
}

export interface Route {
  /** The address, with its language prefix: `/de/portfolio`. */
  path: string;
  /** The page's address without language prefix, as links and the content name it: `/portfolio`. */
  page: string;
  locale: Locale;
  /** The entry the page shows, where it shows one of its own (lists and the credits have none). */
  entry?: RouteEntry;
  /**
   * The page of an entry that is also served at another address, which search engines are
   * given instead: a project at /portfolio/<project> is the page of /projects/<project>.
   */
  aliasOf?: string;
  /**
   * English standing in for the translation: the page's texts (or for a page without an entry,
   * the site's settings) have none in this language. The page is built and marks its English
   * texts, names the English page as canonical, and is offered neither in hreflang nor in the
   * sitemap.
   */
  isFallback: boolean;
  /** Whether the sitemap lists the page: not a fallback, an alias or a page kept from search engines. */
  listed: boolean;
}

/** Pages that ask search engines not to index them (their layout says `noindex`). */
const UNLISTED: ReadonlySet<string> = new Set([routes.investorLogin]);

function buildTable(root: string): Route[] {
  const entries = readContent(root);
  const { pages, site } = translatedLanguages(root);
  // An alias such as /team shows its original's people; the original is read in the alias's languages.
  const aliasOf = (page: string) => Object.entries(CANONICAL_ALIASES).find(([, original]) => original === page)?.[0];
  const translatedInto = (page: string): readonly Locale[] => pages.get(page) ?? pages.get(aliasOf(page) ?? '') ?? site;

  const singles = new Map(entries.flatMap((e) => (e.single && e.page ? [[e.page, { collection: e.collection, id: e.id }] as const] : [])));
  const entryPages = entries.flatMap((e) => (!e.single && e.page ? [{ page: e.page, entry: { collection: e.collection, id: e.id } }] : []));
  // A project is also shown at /portfolio/<project>, where no municipality has that address.
  const taken = new Set(entryPages.map((p) => p.page));
  const projectAliases = entryPages.flatMap(({ page, entry }) =>
    entry.collection === 'projects' && !taken.has(routes.municipality(entry.id)) ? [{ page: routes.municipality(entry.id), entry, aliasOf: page }] : [],
  );

  const pagesOfSite: { page: string; entry?: RouteEntry; aliasOf?: string }[] = [
    ...FIXED_PAGES.map((page) => {
      const entry = singles.get(page);
      return entry ? { page, entry } : { page };
    }),
    ...entryPages,
    ...projectAliases,
  ];
  return pagesOfSite.flatMap(({ page, entry, aliasOf: original }) => {
    const languages = translatedInto(original ?? page);
    return LOCALES.map(({ code: locale }) => {
      const isFallback = !languages.includes(locale);
      return {
        path: localizePath(page, locale),
        page,
        locale,
        ...(entry ? { entry } : {}),
        ...(original ? { aliasOf: original } : {}),
        isFallback,
        listed: !isFallback && !original && !UNLISTED.has(page),
      };
    });
  });
}

/** Every page of the site in every language, English first within each page. */
export const routeTable = (root = process.cwd()): readonly Route[] => once(`route-table:${root}`, () => buildTable(root));

const byPath = (root: string) => once(`route-table/by-path:${root}`, () => new Map(routeTable(root).map((r) => [r.path, r])));

/** The route at an address (language prefix included, no trailing slash), if the table has one. */
export const routeAt = (path: string, root = process.cwd()): Route | undefined => byPath(root).get(path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The languages a page is translated into, by its address without prefix: those in which it is
 * not a fallback. A page the table does not list (a not-found page) is in the site's languages.
 */
export function languagesOfPage(page: string, root = process.cwd()): readonly Locale[] {
  const routes = routeTable(root).filter((r) => r.page === page);
  if (routes.length === 0) return translatedLanguages(root).site;
  return LOCALES.map((l) => l.code).filter((code) => routes.some((r) => r.locale === code && !r.isFallback));
}

/** The address search engines are given for a page in a language: the page itself, or the English page where it is a fallback. */
export function canonicalAddress(page: string, locale: Locale, root = process.cwd()): string {
  return localizePath(page, languagesOfPage(page, root).includes(locale) ? locale : DEFAULT_LOCALE);
}

/** The addresses of the site's pages without language prefix, for the reference checks. */
export const pageAddresses = (root = process.cwd()): ReadonlySet<string> => new Set(routeTable(root).map((r) => r.page));
