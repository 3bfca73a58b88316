/**
 * Long German compounds and longer French sentences: no page is wider than a phone, and no
 * heading, paragraph, button or link runs out of its box there. Pages of one template share
 * their layout, so each template is checked in every language on its first page and on the page
 * with the longest word (`riskiestPages`); the key figures of every property, whose tiles hold
 * each entry's own words, at every width where their grid changes.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, useSharedContext } from '../support/browser';
import { webFontsReady } from '../support/fonts';
import { builtPages } from '../support/site';
import { riskiestPages } from '../support/templates';

const { withPage } = useSharedContext({ viewport: PHONE });

/** What runs wider than the screen or out of its own box, named by tag and text. */
function overflowing(): string[] {
  const insideScroller = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const found: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  for (const element of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, figcaption, label, button, a')) {
    // Slides waiting beside the screen and text kept for screen readers are out of view by design.
    if (element.closest('.swiper, .sr-only, [aria-hidden="true"], [hidden]') || element.offsetParent === null) continue;
    const style = getComputedStyle(element);
    if (style.display.startsWith('inline') && style.display !== 'inline-block' && style.display !== 'inline-flex') continue;
    if (style.overflowX !== 'visible' || element.clientWidth === 0) continue;
    // Inside a box that scrolls or clips (a strip of thumbnails), running past the screen is the design.
    if (insideScroller(element)) continue;
    const name = `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
    if (element.scrollWidth > element.clientWidth + 1) found.push(`${name}: ${element.scrollWidth} px in ${element.clientWidth} px`);
    else if (element.getBoundingClientRect().right > width + 1) found.push(`${name}: ends at ${Math.round(element.getBoundingClientRect().right)} px`);
  }
  return found;
}

describe.concurrent('the riskiest pages of every template fit a phone (390 px) in every language', () => {
  it.each(riskiestPages())('$path', ({ path }) =>
    withPage(async (page) => {
      await page.goto(path, { waitUntil: 'load' });
      await webFontsReady(page);
      expect(await page.evaluate(overflowing)).toEqual([]);
    }),
  );
});

describe.concurrent('the key figures of every property fit their tiles and line up in their rows, on a phone, a tablet and a desktop, in every language', () => {
  const properties = builtPages().filter(({ path }) => /^(\/[a-z]{2})?\/property\/[^/]+$/.test(path));
  // Loaded once and read at each width: the tiles are laid out by CSS alone.
  it.each(properties)('$path', ({ path }) =>
    withPage(async (page) => {
      await page.goto(path, { waitUntil: 'load' });
      await webFontsReady(page);
      for (const width of [PHONE.width, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const clipped = await page.locator('[data-figures] dd').evaluateAll((figures) => figures.filter((dd) => dd.scrollWidth > dd.clientWidth).map((dd) => `${dd.textContent?.trim()} ${dd.scrollWidth}/${dd.clientWidth}`));
        expect(clipped, `at ${width} px`).toEqual([]);
        // A label on two lines (French "Valeur de marché") must not lift its value above its neighbour's.
        const rows = await page.locator('[data-figures] dd').evaluateAll((figures) => {
          const byRow = new Map<number, number[]>();
          for (const dd of figures) {
            const tile = dd.parentElement!.getBoundingClientRect();
            byRow.set(Math.round(tile.top), [...(byRow.get(Math.round(tile.top)) ?? []), Math.round(dd.getBoundingClientRect().bottom)]);
          }
          return [...byRow.values()];
        });
        for (const bottoms of rows) expect(new Set(bottoms).size, `value bottoms in a row at ${width} px: ${bottoms.join(', ')}`).toBe(1);
      }
    }),
  );
});
