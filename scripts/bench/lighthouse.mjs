/**
 * Lighthouse (mobile, its default throttling) on one page of each template (./pages.mjs): the
 * performance, accessibility, best-practices and SEO scores and the Largest Contentful Paint, each
 * the median of RUNS runs (BENCH_LIGHTHOUSE_RUNS), and the element that was the LCP in the median
 * run and where its time went, for whoever tunes the template. Accessibility, best practices and
 * SEO must score 100. The goals for performance (100) and LCP (LCP_BUDGET_MS) are printed beside
 * the figures, but depend on the machine as much as on the page: they are held as budgets only
 * with BENCH_PERFORMANCE=1, on a machine quiet enough for a fair reading; otherwise compare them
 * with figures taken on the same machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { templatePages } from './pages.mjs';

export const name = 'lighthouse';
export const description = 'Lighthouse (mobile) scores and LCP of every template, medians';
export const needsBuild = true;

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LCP_BUDGET_MS = 1400;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SHORT = { performance: 'perf.', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'SEO' };
const PERFORMANCE = process.env.BENCH_PERFORMANCE === '1';
const STRICT = new Set(['accessibility', 'best-practices', 'seo', ...(PERFORMANCE ? ['performance'] : [])]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lcpOf = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;

const SUBPARTS = { timeToFirstByte: 'TTFB', resourceLoadDelay: 'load delay', resourceLoadDuration: 'load', elementRenderDelay: 'render delay' };

/**
 * The LCP element of a run as Lighthouse names it (its label and selector), and where its time
 * went (time to first byte, delay before its resource loads, the load, the delay until it is
 * painted). Lighthouse 13 reports them in its LCP breakdown insight, earlier versions in the
 * largest-contentful-paint-element audit; the parts are timed in the page load as it was
 * recorded, without the simulated phone network and processor that the LCP figure assumes, so
 * they tell the shares, not the sum.
 */
function lcpElement(lhr) {
  const items = (lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'])?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node') ?? items.flatMap((item) => item.items ?? []).find((row) => row.node)?.node;
  const parts = items.flatMap((item) => item.items ?? []).filter((row) => SUBPARTS[row.subpart] && Number.isFinite(row.duration));
  const selector = node?.selector ?? node?.snippet ?? '';
  // An element without text or alternative text is labelled with its selector.
  const label = (node?.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  const named = label && !selector.startsWith(label.replace(/…$/, '')) ? `“${label.length > 40 ? `${label.slice(0, 39)}…` : label}” ` : '';
  return {
    'LCP element (median run)': node ? `${named}${selector}` : '—',
    'its time, unthrottled trace (ms)': parts.map((row) => `${SUBPARTS[row.subpart]} ${Math.round(row.duration)}`).join(' · ') || '—',
  };
}

export async function run({ baseUrl }) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  const elements = [];
  const broken = [];
  try {
    for (const { label, path } of templatePages()) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(new URL(path, baseUrl).href, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error', output: 'json' });
        runs.push(lhr);
      }
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))]));
      const lcp = median(runs.map(lcpOf));
      const cls = median(runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity));
      const missed = [...(scores.performance < 100 ? ['perf.'] : []), ...(lcp > LCP_BUDGET_MS ? ['LCP'] : [])];
      rows.push({
        template: label,
        path,
        ...Object.fromEntries(CATEGORIES.map((id) => [SHORT[id], scores[id]])),
        'LCP (ms)': Math.round(lcp),
        'LCP runs (ms)': runs.map((lhr) => Math.round(lcpOf(lhr))).join(' '),
        CLS: Number(cls.toFixed(3)),
        [`goals (perf. 100, LCP ≤ ${LCP_BUDGET_MS} ms)`]: missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`,
      });
      elements.push({ template: label, ...lcpElement(runs.find((lhr) => lcpOf(lhr) === lcp) ?? runs[0]) });
      for (const [id, score] of Object.entries(scores)) if (STRICT.has(id) && score < 100) broken.push(`${label} (${path}): Lighthouse ${id} ${score}, budget 100`);
      if (PERFORMANCE && lcp > LCP_BUDGET_MS) broken.push(`${label} (${path}): LCP ${Math.round(lcp)} ms, budget ${LCP_BUDGET_MS} ms`);
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
  console.table(elements);
  console.log(`Medians of ${RUNS} runs. Performance and LCP are ${PERFORMANCE ? 'held as budgets (BENCH_PERFORMANCE=1)' : 'shown against their goals only; BENCH_PERFORMANCE=1 holds them as budgets'}.`);
  return broken;
}
