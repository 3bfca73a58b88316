/**
 * The browser the tests drive does only the work a visitor's page asks for: a new window makes
 * none of Chromium's own pages (scripts/chromium.mjs). The address bar's suggestion popup, some
 * 400 files, had been made for every fresh context, 40% of what a test's page cost the machine;
 * a Chromium that renames the features that keep it unmade fails here rather than slowing the
 * suite in silence.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch } from './support/browser';

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
