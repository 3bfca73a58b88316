/**
 * DESIGN "Budgets": Lighthouse (mobile) Accessibility, Best Practices and SEO score 100 on every
 * page template. A template is a file of src/pages; each is checked on the first page the build
 * made from it (a public one: a locked page would only show the way to the login). Performance
 * is left out: on a shared test machine its reading says more about the machine than the page.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedBlocks } from './support/access';
import { baseUrl } from './support/browser';
import { builtPages, isDefaultLanguage, readBuilt } from './support/site';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const PAGES_DIR = 'src/pages';
// Not pages a visitor reads: the CMS, and the 404 page (Lighthouse refuses a 404 status).
const NOT_TEMPLATES = new Set(['admin.astro', '404.astro']);
// Kept out of search engines on purpose, so SEO's "is crawlable" cannot pass there.
const NOINDEX = new Set(['/investor-login']);

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
  );
}

/** src/pages/news/[slug].astro → /^\/news\/[^/]+$/ */
function pattern(file: string): RegExp {
  const route = relative(PAGES_DIR, file).split(sep).join('/').replace(/\.astro$/, '').replace(/(^|\/)index$/, '');
  const source = route.split('/').map((part) => (/^\[.+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${source.join('/')}$`);
}

function templates() {
  const english = builtPages().filter(({ path }) => path !== '/404' && isDefaultLanguage(path));
  const files = astroFiles(PAGES_DIR).filter((file) => !NOT_TEMPLATES.has(relative(PAGES_DIR, file)));
  const isStatic = (file: string) => !file.includes('[');
  // A static page wins over a dynamic route that would also match its address.
  const staticPaths = new Set(files.filter(isStatic).map((file) => pattern(file).source.slice(1, -1).replace(/\\/g, '') || '/'));
  return files.map((file) => {
    const match = pattern(file);
    const page = english.find(({ path, file: built }) => match.test(path) && (isStatic(file) || !staticPaths.has(path)) && sealedBlocks(readBuilt(built)).length === 0);
    return { template: relative(PAGES_DIR, file), path: page?.path };
  });
}

let chrome: chromeLauncher.LaunchedChrome;
beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
afterAll(() => {
  chrome?.kill();
});

// Lighthouse audits one page at a time in one browser.
describe('Lighthouse (mobile): accessibility, best practices and SEO', { timeout: 180_000 }, () => {
  it.each(templates())('$template ($path) scores 100', async ({ path }) => {
    expect(path, 'no public page was built from this template').toBeDefined();
    const result = await lighthouse(new URL(path!, baseUrl()).href, { port: chrome.port, onlyCategories: [...CATEGORIES], logLevel: 'error', output: 'json' });
    const lhr = result!.lhr;
    const failed = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .filter((ref) => !(NOINDEX.has(path!) && ref.id === 'is-crawlable'))
        .map((ref) => `${category.id}: ${ref.id} (${lhr.audits[ref.id]?.title})`),
    );
    expect(failed, failed.join('\n')).toEqual([]);
  });
});
