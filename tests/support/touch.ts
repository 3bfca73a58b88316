/** Touch gestures through Chromium's DevTools protocol, one or two fingers. */
import type { CDPSession, Page } from 'playwright-core';

type Point = { x: number; y: number };
const STEPS = 8;

async function session(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

const between = (from: Point, to: Point, t: number): Point => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });

/** Fingers moving together from their `from` to their `to` points, then lifted. */
async function gesture(page: Page, fingers: { from: Point; to: Point }[]) {
  const cdp = await session(page);
  const at = (t: number) => fingers.map((f, id) => ({ ...between(f.from, f.to, t), id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= STEPS; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / STEPS) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** One finger dragged across the screen. */
export const swipe = (page: Page, from: Point, to: Point) => gesture(page, [{ from, to }]);

/** Two fingers around `center` moving apart from `startGap` to `endGap` pixels. */
export const pinch = (page: Page, center: Point, startGap: number, endGap: number) =>
  gesture(page, [
    { from: { x: center.x - startGap / 2, y: center.y }, to: { x: center.x - endGap / 2, y: center.y } },
    { from: { x: center.x + startGap / 2, y: center.y }, to: { x: center.x + endGap / 2, y: center.y } },
  ]);

/** A double tap, timed by the browser itself so that a busy test machine cannot slow it apart. */
export async function doubleTap(page: Page, point: Point) {
  const cdp = await session(page);
  await cdp.send('Input.synthesizeTapGesture', { x: point.x, y: point.y, tapCount: 2, gestureSourceType: 'touch' });
  await cdp.detach();
}
