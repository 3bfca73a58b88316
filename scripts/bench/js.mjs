/**
 * The JavaScript a phone downloads before the visitor does anything: each page is loaded at
 * 390 px with touch, left idle until the network has been quiet and then IDLE_MS longer, and
 * every script file it fetched plus every inline script of its HTML (Astro's island loader) is
 * counted gzipped, as a server would send it. Budgets apply to the total, in bytes of gzip.
 *
 * Home and project pages carry Swiper and framer-motion; the news lists their filter island and
 * the cards' stagger; the property and company profile pages only the top bar, whose own code
 * waits for the visitor's intent: they carry the script of every page (the top bar's wake, the
 * language offer and the pending anchor, one file of 1.2 kB) and the web fonts' inline loader
 * (0.3 kB). "Scrolled through" has no budget: it shows what the project page has loaded
 * once the visitor has scrolled to its end (the gallery's lightbox with Swiper's zoom, the
 * phase accordion with framer-motion), which the islands fetch only as they near the viewport.
 * BENCH_VERBOSE=1 lists each page's script files.
 */
import { gzipSync } from 'node:zlib';
import { templatePages } from './pages.mjs';

export const name = 'js';
export const description = 'JavaScript before interaction at 390 px (gzip)';
export const needsBuild = true;

const KB = 1024;
const IDLE_MS = 3000;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

/** The pages and their budgets; property and project pages are those ./pages.mjs picks from the content. */
function pages() {
  const of = Object.fromEntries(templatePages().map(({ label, path }) => [label, path]));
  return [
    { label: 'home', path: '/', budget: 100 * KB },
    { label: 'project', path: of.project, budget: 100 * KB },
    { label: 'project, scrolled through', path: of.project, scroll: true },
    // About what they were before Swiper and framer-motion came: 73.5 kB.
    { label: 'company news', path: '/news/company', budget: 74.5 * KB },
    { label: 'press releases', path: '/news/press', budget: 74.5 * KB },
    { label: 'research reports', path: '/news/reports', budget: 74.5 * KB },
    // About 1 kB.
    { label: 'property', path: of.property, budget: 1.6 * KB },
    { label: 'company profile', path: '/company-profile', budget: 1.6 * KB },
  ];
}

const idle = (ms) => new Promise((done) => setTimeout(done, ms));

async function measure(browser, baseUrl, { path, scroll }) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  const page = await context.newPage();
  const fetched = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') fetched.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipSync(body).length })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  if (scroll) {
    // Down the page a screen at a time, as a reader would, so each island's turn comes.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForLoadState('networkidle');
    }
  }
  await idle(IDLE_MS);
  await page.waitForLoadState('networkidle');
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.filter((s) => !/json/.test(s.getAttribute('type') ?? '')).map((s) => s.textContent ?? ''));
  const files = await Promise.all(fetched);
  await context.close();
  const inlineBytes = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
  const fileBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  return { total: fileBytes + inlineBytes, fileBytes, inlineBytes, files };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

export async function run({ baseUrl, browser }) {
  const rows = [];
  const broken = [];
  for (const entry of pages()) {
    const result = await measure(browser, baseUrl, entry);
    const over = entry.budget !== undefined && result.total > entry.budget;
    rows.push({
      page: entry.label,
      path: entry.path,
      files: `${result.files.length} · ${kb(result.fileBytes)}`,
      inline: kb(result.inlineBytes),
      total: kb(result.total),
      budget: entry.budget === undefined ? '—' : kb(entry.budget),
      '': over ? 'OVER' : entry.budget === undefined ? '' : 'ok',
    });
    if (over) broken.push(`${entry.label} (${entry.path}): ${kb(result.total)} of JavaScript, budget ${kb(entry.budget)}`);
    if (process.env.BENCH_VERBOSE) {
      console.log(`  ${entry.label}:`);
      for (const f of result.files.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(f.bytes).padStart(9)}  ${f.url}`);
    }
  }
  console.table(rows);
  return broken;
}
