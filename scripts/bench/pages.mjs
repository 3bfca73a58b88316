/**
 * The page of each template that the benchmarks load. Fixed pages are named by their address;
 * an entry's template by the first entry of its collection as visitors see it (by Position, or
 * the newest first), read from content/ when the benchmark runs, so that deleting an entry in the
 * CMS never leaves a benchmark asking for a page that is gone. Investors-only entries are passed
 * over: while locked, their page shows the login notice instead of the template.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseContentFile } from '../content-format.mjs';

/** The English original of each entry of a collection, with its file's name as its slug. */
function entries(collection) {
  const folder = join('content', collection);
  return readdirSync(folder)
    .filter((file) => /\.en\.(ya?ml|md)$/.test(file))
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      return { slug: file.replace(/\.en\.(ya?ml|md)$/, ''), data: parseContentFile(file, text).data };
    })
    .filter(({ data }) => data.investorsOnly !== true);
}

const byPosition = (a, b) => a.data.order - b.data.order;
const newestFirst = (a, b) => String(b.data.date).localeCompare(String(a.data.date));

/** The built file of a page: /privacy → dist/privacy.html, / → dist/index.html. */
const builtFile = (root, path) => join(root, path === '/' ? 'index.html' : `${path}.html`);

/** The address of the first entry of `collection` whose page is in the build. */
function first(root, collection, address, order) {
  const path = entries(collection)
    .sort(order)
    .map((entry) => address(entry.slug))
    .find((candidate) => existsSync(builtFile(root, candidate)));
  if (!path) throw new Error(`No public entry of content/${collection} has a page in ${root}/.`);
  return path;
}

/** One page of each template of the site, as { label, path }, from the build in `root`. */
export function templatePages(root = 'dist') {
  return [
    { label: 'home', path: '/' },
    { label: 'property', path: first(root, 'properties', (slug) => `/property/${slug}`, byPosition) },
    { label: 'project', path: first(root, 'projects', (slug) => `/projects/${slug}`, byPosition) },
    { label: 'brand', path: first(root, 'brands', (slug) => `/brands/${slug}`, byPosition) },
    { label: 'municipality', path: first(root, 'municipalities', (slug) => `/portfolio/${slug}`, byPosition) },
    { label: 'news list', path: '/news' },
    { label: 'news article', path: first(root, 'news', (slug) => `/news/company/${slug}`, newestFirst) },
    { label: 'report', path: first(root, 'reports', (slug) => `/news/reports/${slug}`, newestFirst) },
    { label: 'person', path: first(root, 'people', (slug) => `/people/${slug}`, byPosition) },
    { label: 'company page', path: '/company-profile' },
    { label: 'legal page', path: first(root, 'legal', (slug) => `/${slug}`, byPosition) },
  ];
}
