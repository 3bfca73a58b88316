/**
 * The home hero in each engine, whether the browser runs scroll-driven animations (Chromium,
 * WebKitGTK 2.50) or not (Firefox, Safari before 26; global.css and src/lib/top-bar-overlay.ts):
 * the hero starts at the top of the viewport under the clear top bar, its controls lie in the first
 * screen, the bar turns solid once the page has scrolled, and the indicators switch the slides.
 */
import { expect, it } from 'vitest';
import { DESKTOP, ENGINES, inEngines, PHONE, waitIn, type EnginePage } from './support/engines';

const CAROUSEL = 'section[aria-roledescription="carousel"]';
const INDICATORS = `${CAROUSEL} [role="group"] button`;

/** Where the hero and the bar lie, and the rectangles of the carousel's controls (its indicators, pause button and scroll-down arrow). */
const layout = (page: EnginePage) =>
  page.evaluate((selector: string) => {
    const hero = document.querySelector(selector)!;
    const header = document.querySelector('.site-header')!;
    const controls = [...hero.querySelectorAll('[role="group"] button'), hero.querySelector('a[href^="#"]')!].map((control) => {
      const { top, bottom } = control.getBoundingClientRect();
      return { top, bottom };
    });
    return { heroTop: hero.getBoundingClientRect().top, headerTop: header.getBoundingClientRect().top, screen: innerHeight, controls };
  }, CAROUSEL);

/** The bar's background opacity: 0 clear over the hero, near 1 solid. */
const barOpacity = (page: EnginePage) =>
  page.evaluate(() => {
    const colour = getComputedStyle(document.querySelector('.site-header')!).backgroundColor;
    if (colour === 'transparent') return 0;
    const parts = colour.match(/[\d.]+/g)!.map(Number);
    return parts.length === 4 ? parts[3]! : 1;
  });

/** The carousel has hydrated (Astro drops its island's `ssr` attribute then): its controls are drawn before. */
const hydrated = (page: EnginePage) => waitIn(page, (selector: string) => Boolean(document.querySelector(`${selector} astro-island:not([ssr])`)), CAROUSEL);

inEngines(ENGINES, (open) => {
  it('at 390 × 844: the hero under the clear bar at the top, its controls in the first screen; the bar turns solid as the page scrolls', async () => {
    const page = await open('/', PHONE);
    await hydrated(page);
    const { heroTop, headerTop, screen, controls } = await layout(page);
    // The bar's hairline border is left above the hero, as where the animation runs.
    expect(headerTop).toBe(0);
    expect(heroTop).toBeLessThanOrEqual(1);
    expect(await barOpacity(page)).toBe(0);
    for (const { top, bottom } of controls) {
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(screen);
    }
    await page.evaluate(() => window.scrollTo(0, innerHeight));
    await expect.poll(() => barOpacity(page)).toBeGreaterThan(0.9);
    expect(await page.errors()).toEqual([]);
  });

  it('at 1440 px: the scroll-down arrow in the first screen, and an indicator switches the slide', async () => {
    const page = await open('/', DESKTOP);
    await hydrated(page);
    const { heroTop, screen, controls } = await layout(page);
    expect(heroTop).toBeLessThanOrEqual(1);
    expect(controls.at(-1)!.bottom).toBeLessThanOrEqual(screen);
    await page.click(`${INDICATORS}:nth-child(2)`);
    await waitIn(page, (selector: string) => document.querySelector(`${selector}:nth-child(2)`)?.getAttribute('aria-current') === 'true', INDICATORS);
    expect(await page.errors()).toEqual([]);
  });
});
