/**
 * The brand's fonts wait for the first page of a visit to load (src/components/layout/WebFonts.astro):
 * until then the page shows their metric-matched fallbacks and a phone's bandwidth goes to the text
 * and the first picture. Later pages of the visit declare them at once; a page that opens on large
 * display type preloads that face; without JavaScript the fonts are declared from the start.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { webFontsReady } from '../support/fonts';
import { templatePage } from '../support/templates';

const { newContext } = useBrowser();

const HOME = '/';
const PROPERTY = templatePage('property/[slug].astro');
const ARTICLE = templatePage('news/company/[slug].astro');

/** The web font families declared when the page's HTML had been read (fallbacks left out). */
const DECLARED_AT_READY = 'declaredAtReady';

/** Records, at DOMContentLoaded, which web font families the page had declared, and any policy violation. */
async function recording(context: BrowserContext): Promise<Page> {
  await context.addInitScript((key) => {
    const store = window as unknown as Record<string, unknown>;
    store['violations'] = [];
    document.addEventListener('securitypolicyviolation', (event) => (store['violations'] as string[]).push(`${event.violatedDirective} ${event.blockedURI}`));
    document.addEventListener('DOMContentLoaded', () => {
      store[key] = [...new Set([...document.fonts].map((face) => face.family).filter((family) => !family.includes('fallback')))];
    });
  }, DECLARED_AT_READY);
  return context.newPage();
}

/** A family as the brand names it: Astro's hashed name ("Inter-f467…") without quotes or hash. */
const brandName = (family: string) => family.replace(/^"|"$/g, '').replace(/-[0-9a-f]+$/, '');
const declaredAtReady = async (page: Page) => (await page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], DECLARED_AT_READY)).map(brandName);
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
const fontRequestsBeforeLoad = (page: Page) =>
  page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2') && entry.startTime < load)
      .map((entry) => entry.name);
  });
/** The web font families that have loaded and that the page's text is set in. */
const loadedFamilies = async (page: Page) =>
  (await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('fallback')).map((face) => face.family))).map(brandName);

describe('web fonts', () => {
  it('the first page of a visit paints in the fallbacks, asks for no font before it has loaded, then sets its text in Inter and Cormorant', async () => {
    const page = await recording(await newContext({ viewport: PHONE }));
    await page.goto(HOME, { waitUntil: 'load' });
    expect(await declaredAtReady(page)).toEqual([]);
    expect(await fontRequestsBeforeLoad(page)).toEqual([]);
    await webFontsReady(page);
    expect(new Set(await loadedFamilies(page))).toEqual(new Set(['Inter', 'Cormorant Garamond']));
    expect(await violations(page)).toEqual([]);
  });

  it('a later page of the visit declares the fonts at once, from the cache', async () => {
    const page = await recording(await newContext({ viewport: PHONE }));
    await page.goto(HOME, { waitUntil: 'load' });
    await webFontsReady(page);
    await page.goto(PROPERTY, { waitUntil: 'load' });
    expect(new Set(await declaredAtReady(page))).toEqual(new Set(['Inter', 'Cormorant Garamond']));
    expect(await violations(page)).toEqual([]);
  });

  it('a page that opens on its headline and lead preloads the display face and declares only it at once', async () => {
    const page = await recording(await newContext({ viewport: PHONE }));
    await page.goto(ARTICLE, { waitUntil: 'load' });
    const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toHaveLength(1);
    expect(await declaredAtReady(page)).toEqual(['Cormorant Garamond']);
    await webFontsReady(page);
    expect(new Set(await loadedFamilies(page))).toEqual(new Set(['Inter', 'Cormorant Garamond']));
    expect(await violations(page)).toEqual([]);
  });

  it('without JavaScript the fonts are declared from the start', async () => {
    const page = await (await newContext({ viewport: PHONE, javaScriptEnabled: false })).newPage();
    const font = page.waitForRequest((request) => request.url().endsWith('.woff2'));
    await page.goto(PROPERTY);
    await font;
  });
});
