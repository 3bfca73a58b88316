/**
 * The size of each page's HTML as written to dist/ (uncompressed, as a browser parses it): the
 * largest and the median of all pages, and the largest page of each template (src/pages file,
 * told by its address with the language and the entry taken away). Budgets: no page over 60 kB,
 * a median of at most 40 kB. The CMS's page (and its language copies) and redirect pages are not
 * the site's pages.
 *
 * And the page of each template that Lighthouse loads (./pages.mjs), gzipped as a host sends it:
 * a new connection sends 10 TCP segments of 1460 bytes before it waits for the phone's
 * acknowledgement, so HTML beyond them (after about 300 bytes of response headers) costs a whole
 * extra round trip before the browser sees the rest of the page and asks for its first picture.
 * Its goal is that round trip; it moves with the text an editor writes, so it is a figure to
 * watch here rather than a test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { templatePages } from './pages.mjs';

export const name = 'html';
export const description = 'HTML size of every page (uncompressed)';
export const needsBuild = true;

const KB = 1024;
const MAX_BYTES = 60 * KB;
const MEDIAN_BYTES = 40 * KB;
const FIRST_ROUND_TRIP = 10 * 1460 - 300;
const LANGUAGE = /^\/(de|it|fr)(?=\/|$)/;

/** /de/news/company/some-article → /news/company/…: one row per kind of page. */
function template(path) {
  const parts = (path.replace(LANGUAGE, '') || '/').split('/').filter(Boolean);
  if (parts.length === 0) return '/';
  const [area, second] = parts;
  if (parts.length === 1) return `/${area}`;
  if (area === 'news' && ['company', 'press', 'reports'].includes(second)) return parts.length === 2 ? `/news/${second}` : `/news/${second}/…`;
  return `/${area}/…`;
}

export async function run() {
  const root = 'dist';
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !/^(?:[a-z]{2}\/)?admin\.html$/.test(file))
    .map((file) => ({ path: `/${file.replace(/(^|\/)?index\.html$/, '').replace(/\.html$/, '')}`, bytes: statSync(join(root, file)).size, file }))
    .filter(({ file }) => !/http-equiv="refresh"/.test(readFileSync(join(root, file), 'utf8').slice(0, 600)));
  const sizes = pages.map((page) => page.bytes).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)];
  const largest = new Map();
  for (const page of pages) {
    const key = template(page.path);
    if ((largest.get(key)?.bytes ?? 0) < page.bytes) largest.set(key, page);
  }
  const kb = (bytes) => Number((bytes / KB).toFixed(1));
  console.table([...largest].sort(([a], [b]) => a.localeCompare(b)).map(([kind, page]) => ({ template: kind, 'largest page': page.path, kB: kb(page.bytes) })));
  const max = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`${pages.length} pages: median ${kb(median)} kB (budget ${kb(MEDIAN_BYTES)}), largest ${kb(max.bytes)} kB at ${max.path} (budget ${kb(MAX_BYTES)})`);
  const broken = [];
  if (median > MEDIAN_BYTES) broken.push(`HTML median ${kb(median)} kB, budget ${kb(MEDIAN_BYTES)} kB`);
  for (const [kind, page] of largest) {
    const over = pages.filter((p) => template(p.path) === kind && p.bytes > MAX_BYTES).length;
    if (over > 0) broken.push(`${kind}: ${over} pages over ${kb(MAX_BYTES)} kB, the largest ${page.path} at ${kb(page.bytes)} kB`);
  }
  const first = templatePages(root).map(({ label, path }) => {
    const file = join(root, path === '/' ? 'index.html' : `${path}.html`);
    return { template: label, page: path, 'gzip (bytes)': gzipSync(readFileSync(file)).length };
  });
  console.table(first);
  console.log(`The page of each template in the first round trip: at most ${FIRST_ROUND_TRIP} bytes gzip.`);
  for (const row of first) {
    if (row['gzip (bytes)'] > FIRST_ROUND_TRIP) broken.push(`${row.template}: ${row.page} is ${row['gzip (bytes)']} bytes gzip, over the first round trip (${FIRST_ROUND_TRIP})`);
  }
  return broken;
}
