/**
 * Holds the page's clock, so that time on the page moves only when the test moves it
 * (`page.clock.runFor`).
 */
import type { Page } from 'playwright-core';

/**
 * Further than any test runs (their timeouts are minutes): the page's clock, flowing from the
 * moment it is installed until the pause reaches the page, can never have passed it.
 */
const HOLD_AFTER_MS = 60 * 60 * 1000;

/**
 * Installs the page's clock and holds it. Playwright's `pauseAt` takes a time on the page's
 * clock, which runs on until the call reaches the page: a time a second ahead of the test's own
 * clock has already passed when a busy page takes longer than that to answer ("Cannot
 * fast-forward to the past"). The hold is an hour ahead instead, which no test outlives; timers
 * due before then run once when it lands, as on a page left open for an hour. Call it before the
 * page loads, or before the step whose timing the test measures.
 */
export async function holdClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + HOLD_AFTER_MS);
}
