/**
 * A page whose only interactive part is the top bar ships at most 2 kB of gzipped JavaScript
 * before the visitor interacts (about 1.5 kB: the script of every page and the fonts' loader). Counted: every script the page fetches plus every
 * inline script (data blocks such as the speculation rules left out), each gzipped as a server would send it; the median of three loads.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newPageAtRest, PHONE, useBrowser } from '../support/browser';
import { topBarOnlyPages } from '../support/top-bar';

const BUDGET_BYTES = 2 * 1024;
const RUNS = 3;
const { newContext } = useBrowser();
const gzipped = (text: string | Buffer) => gzipSync(text).length;

async function scriptBytesBeforeInteraction(path: string) {
  const context = await newContext({ viewport: PHONE });
  const page = await newPageAtRest(context);
  const fetched: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') fetched.push(response.body().then((body) => ({ url: response.url(), bytes: gzipped(body) })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) =>
    // Data, not code: JSON blocks and the speculation rules (a JSON list of the pages to prepare).
    scripts.filter((s) => !/json|^speculationrules$/.test(s.getAttribute('type') ?? '')).map((s) => s.textContent ?? ''),
  );
  const files = await Promise.all(fetched);
  await context.close();
  return {
    total: files.reduce((sum, f) => sum + f.bytes, 0) + inline.reduce((sum, text) => sum + gzipped(text), 0),
    files: files.map((f) => new URL(f.url).pathname),
  };
}

describe('JavaScript budget of the top bar', { timeout: 180_000 }, () => {
  const pages = topBarOnlyPages();

  it('finds pages whose only interactive part is the top bar', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.slice(0, 3))(`%s ships ≤ ${BUDGET_BYTES / 1024} kB gzip before interaction (median of ${RUNS})`, async (path) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await scriptBytesBeforeInteraction(path));
    const sorted = runs.map((r) => r.total).sort((a, b) => a - b);
    const median = sorted[Math.floor(RUNS / 2)]!;
    console.info(`${path}: ${median} bytes gzip of JavaScript before interaction (runs: ${sorted.join(', ')})`);
    // The bar's own code and React are not among them: they wait for the visitor's intent.
    for (const run of runs) expect(run.files.filter((f) => /\/(mount|TopBar|client|react-dom)\.[^/]+\.js$/.test(f))).toEqual([]);
    expect(median).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
