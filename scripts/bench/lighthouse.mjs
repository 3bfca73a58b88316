/**
 * Lighthouse (mobile, its default throttling) on the home and a project page: the performance,
 * accessibility, best-practices and SEO scores and the Largest Contentful Paint, each the
 * median of RUNS runs (BENCH_LIGHTHOUSE_RUNS). Accessibility, best practices and SEO must
 * score 100. Performance and LCP depend on the machine as much as on the page: they are held to
 * 100 and LCP_BUDGET_MS only with BENCH_PERFORMANCE=1, on a machine quiet enough for a fair
 * reading; otherwise compare them with figures taken on the same machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../chromium.mjs';

export const name = 'lighthouse';
export const description = 'Lighthouse (mobile) scores and LCP, medians';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LCP_BUDGET_MS = 2500;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const STRICT = new Set(['accessibility', 'best-practices', 'seo', ...(process.env.BENCH_PERFORMANCE === '1' ? ['performance'] : [])]);
const PAGES = [
  { label: 'home', path: '/' },
  { label: 'project', path: '/projects/brissago-hotel-spa' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run({ baseUrl }) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  const broken = [];
  try {
    for (const { label, path } of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(new URL(path, baseUrl).href, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error', output: 'json' });
        runs.push(lhr);
      }
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))]));
      const lcp = median(runs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity));
      const cls = median(runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity));
      rows.push({ page: label, path, ...scores, 'LCP (ms)': Math.round(lcp), CLS: Number(cls.toFixed(3)), 'LCP runs (ms)': runs.map((lhr) => Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)).join(' ') });
      for (const [id, score] of Object.entries(scores)) if (STRICT.has(id) && score < 100) broken.push(`${label} (${path}): Lighthouse ${id} ${score}, budget 100`);
      if (STRICT.has('performance') && lcp > LCP_BUDGET_MS) broken.push(`${label} (${path}): LCP ${Math.round(lcp)} ms, budget ${LCP_BUDGET_MS} ms`);
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
  return broken;
}
