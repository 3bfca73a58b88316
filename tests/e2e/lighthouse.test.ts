/**
 * Lighthouse (mobile) Accessibility, Best Practices and SEO score 100 on every
 * page template. A template is a file of src/pages; each is checked on the first page the build
 * made from it (a public one: a locked page would only show the way to the login). Performance
 * is left out: on a shared test machine its reading says more about the machine than the page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';
import { templatePages } from './support/templates';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
// Kept out of search engines on purpose, so SEO's "is crawlable" cannot pass there.
const NOINDEX = new Set(['/investor-login']);
// Lighthouse waits a second after first paint, load, network and CPU quiet, and takes screenshots,
// for the performance metrics left out here; without them a page takes half the time. Console
// errors after the page settled are caught by the policy check of every template in Chromium.
const SETTLED = { pauseAfterFcpMs: 0, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250, disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails', 'final-screenshot'] };

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
  it.each(templatePages())('$template ($path) scores 100', async ({ path }) => {
    expect(path, 'no public page was built from this template').toBeDefined();
    const result = await lighthouse(new URL(path!, baseUrl()).href, { port: chrome.port, onlyCategories: [...CATEGORIES], logLevel: 'error', output: 'json', ...SETTLED });
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
