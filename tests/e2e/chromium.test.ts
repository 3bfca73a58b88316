/**
 * The browser the tests drive does only the work a visitor's page asks for: a new window makes
 * none of Chromium's own pages (scripts/chromium.mjs). The headless shell the tests use makes none;
 * the full Chromium (CHROME_PATH may name one) had made the address bar's suggestion popup, some
 * 400 files, for every fresh context, 40% of what a test's page cost the machine, and one that
 * renames the features that keep it unmade fails here rather than slowing the suite in silence.
 * Chromium takes only the last `--disable-features`, so the one these flags pass must keep every
 * feature Playwright turns off before them.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { baseUrl, chromiumPath, launch } from '../support/browser';

let browser: Browser;
const trace = join(tmpdir(), `chromium-trace-${process.pid}.json`);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  rmSync(trace, { force: true });
});

it("a new context with a page of the site loads nothing but the site's files", async () => {
  await browser.startTracing(undefined, { path: trace, categories: ['devtools.timeline'] });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/legal`, { waitUntil: 'load' });
  await context.close();
  await browser.stopTracing();
  const { traceEvents } = JSON.parse(readFileSync(trace, 'utf8')) as { traceEvents: { name: string; args?: { data?: { url?: string } } }[] };
  const requested = traceEvents.filter((event) => event.name === 'ResourceSendRequest').map((event) => event.args?.data?.url ?? '');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => !url.startsWith(baseUrl()) && !url.startsWith('data:'))).toEqual([]);
});

it('keeps every feature Playwright turns off', async () => {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const switches = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const lists = switches.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThan(1);
    const applied = lists.at(-1)!;
    for (const list of lists) expect(applied).toEqual(expect.arrayContaining(list));
  } finally {
    await server.close();
  }
});
