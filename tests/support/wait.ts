/**
 * Waits for a state of the page rather than for a length of time. Each resolves as soon as the
 * page is there, however fast or slow the machine.
 */
import type { Page } from 'playwright-core';

/**
 * Resolves once the page has run every task queued before the call: a change a test caused (a
 * clock step, an input) has then been rendered by React, whose scheduler queues its work as
 * message tasks. Two rounds, as a render may queue one more task of its own. Use it to check
 * that something did not happen; to check that it did, poll for it.
 */
export function pendingTasks(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      });
    }
  });
}

/**
 * Resolves once every time-based animation or transition of the page has ended. Scroll-driven
 * ones (the header's, tied to the scroll position) and endless loops never end, so they are left.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/** Resolves once every picture in the viewport has loaded (or failed), lazy ones included. */
export async function imagesInViewLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return !inView || image.complete;
    }),
  );
}

/** Resolves after the page has painted two more frames: a scroll or layout caused before is then on screen. */
export function frames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
