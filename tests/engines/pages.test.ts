/**
 * A page of every template, at phone and desktop width, in each engine: it loads without a script
 * error or an unhandled rejection, and nothing overflows sideways. The page-by-page checks (axe,
 * every language) stay in Chromium (tests/e2e).
 */
import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { templatePage, templatePages } from '../support/templates';
import { DESKTOP, ENGINES, inEngines, PHONE, waitIn } from './support/engines';

const SCREENS = 'test-results/engines';
mkdirSync(SCREENS, { recursive: true });
const pages = templatePages().flatMap(({ path }) => (path ? [path] : []));

inEngines(ENGINES, (open, _proxy, engine) => {
  for (const size of [PHONE, DESKTOP]) {
    it(`every template at ${size.width} px: no script error, no sideways overflow`, async () => {
      const page = await open('/robots.txt', size);
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await waitIn(page, () => document.readyState === 'complete');
        // The page's own width: WebKitGTK's window is no narrower than 447 px, so a phone there is that wide.
        const [width, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
        if (width > viewport) found.push(`${path}: ${width} px wide in ${viewport} px`);
      }
      expect([...found, ...(await page.errors())]).toEqual([]);
    }, 240_000);
  }

  it('home and a project at 390 px, for a look', async () => {
    const page = await open('/', PHONE);
    await waitIn(page, () => document.fonts.status === 'loaded' && document.readyState === 'complete');
    await page.screenshot(`${SCREENS}/home-390-${engine}.png`);
    await page.goto(templatePage('projects/[slug].astro'));
    await waitIn(page, () => document.fonts.status === 'loaded' && document.readyState === 'complete');
    await page.screenshot(`${SCREENS}/project-390-${engine}.png`);
    expect(await page.errors()).toEqual([]);
  });
});
