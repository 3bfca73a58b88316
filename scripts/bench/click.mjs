/**
 * From a click on a portfolio card to the Largest Contentful Paint of the property page it opens:
 * the visitor on /portfolio rests the pointer on the first property card for DWELL_MS (as a hand
 * does while it aims) and clicks. The time is the property page's LCP counted from the click: from
 * the page's activation when the browser had prerendered it (speculation rules), from its
 * navigation otherwise. Each run starts in a new browser context (no cache), on a desktop and on
 * desktop without the view transition (less motion asked for), and on a phone (390 px, 4× slower
 * processor, a 4G-like network); the median of RUNS runs
 * (BENCH_CLICK_RUNS) is printed, with how many of them were prerendered. A figure to compare
 * between builds on one machine, not a budget.
 */
import { templatePages } from './pages.mjs';

export const name = 'click';
export const description = 'Click on a portfolio card to the property page’s LCP, medians';
export const needsBuild = true;

const RUNS = Number(process.env.BENCH_CLICK_RUNS ?? 7);
const DWELL_MS = 400;

const PROFILES = [
  { label: 'desktop 1440', viewport: { width: 1440, height: 900 } },
  // The same without the view transition, which a visitor who asks for less motion does not get:
  // the difference is what the transition's capture and animation add before the LCP.
  { label: 'desktop 1440, less motion', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' },
  {
    label: 'phone 390, 4× CPU, 4G',
    viewport: { width: 390, height: 844 },
    cpu: 4,
    // About a good 4G connection: 40 ms each way, 9 Mbit/s down, 3 Mbit/s up.
    network: { offline: false, latency: 80, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (3 * 1024 * 1024) / 8 },
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** In the opened page: its LCP from the click (activation or navigation start) and whether it was prerendered. */
const LCP_FROM_CLICK = () =>
  new Promise((resolve) => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const activation = navigation?.activationStart ?? 0;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      // The LCP settles once the page has painted its hero; the observer reports what is known so far.
      resolve({ ms: Math.max(0, last.startTime - activation), prerendered: activation > 0 });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

async function once(browser, baseUrl, profile, target) {
  const context = await browser.newContext({ viewport: profile.viewport, deviceScaleFactor: 1, reducedMotion: profile.reducedMotion ?? 'no-preference' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
    await page.goto(`${baseUrl}/portfolio`, { waitUntil: 'load' });
    const card = page.locator(`a[href="${target}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await page.waitForTimeout(DWELL_MS);
    await Promise.all([page.waitForURL(`**${target}`), card.click()]);
    // Leave the page time to paint its hero before the last LCP candidate is read.
    await page.waitForLoadState('load');
    return await page.evaluate(LCP_FROM_CLICK);
  } finally {
    await context.close();
  }
}

export async function run({ baseUrl, browser }) {
  const target = templatePages().find((p) => p.label === 'property').path;
  for (const profile of PROFILES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await once(browser, baseUrl, profile, target));
    const times = runs.map((r) => Math.round(r.ms));
    console.log(`  ${profile.label.padEnd(24)} /portfolio → ${target}: median ${median(times)} ms (runs ${times.join(', ')}; prerendered ${runs.filter((r) => r.prerendered).length}/${RUNS})`);
  }
  return [];
}
