/**
 * A figure the visitor can see is never replaced by zero. Every count-up figure of the site is read
 * before its script runs (the built HTML of every page in every language), and in the browser
 * right after its script has run, at 1440 × 900 without scrolling, in print and under reduced
 * motion (every page that has figures once, the languages taking turns, since a browser check costs
 * seconds a page): it shows its final value, and is reset for counting only while out of view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n';
import { parseCountValue } from '@/lib/portfolio/count-up';
import { localizePath, splitLocale } from '@/lib/routes';
import { DESKTOP, useBrowser } from '../support/browser';
import { builtPages, readBuilt } from '../support/site';

const { open } = useBrowser();

/** A count-up in the built HTML: the value screen readers read and the one on screen. */
const FIGURE = /data-count-up="(\w+)"[^>]*><span class="[^"]*\bsr-only\b[^"]*">([^<]*)<\/span><span aria-hidden="true" class="[^"]*">([^<]*)<\/span>/g;
const figuresOf = (html: string) => [...html.matchAll(FIGURE)].map(([, state = '', final = '', shown = '']) => ({ state, final, shown }));
const pages = builtPages()
  .map((page) => ({ ...page, figures: figuresOf(readBuilt(page.file)) }))
  .filter((page) => page.figures.length > 0);
const isZero = (text: string) => parseCountValue(text)?.value === 0;
/** Each page with figures once (not again as an alias such as /portfolio/<project>), in one language, the languages taking turns. */
const sampled = [...new Map(pages.filter((p) => !splitLocale(p.path).path.startsWith('/portfolio/')).map((p) => [splitLocale(p.path).path, p])).keys()].map((path, i) => {
  const code = LOCALES[i % LOCALES.length]?.code ?? 'en';
  const page = pages.find((p) => p.path === localizePath(path, code));
  if (!page) throw new Error(`${path} has no figures in ${code}.`);
  return page;
});

const FIGURES = '[data-count-up]';

/**
 * From before the page's first script on, notes every figure that drops to zero while any part of
 * it is in view: what a visitor would see replaced by zero. (A count starts from zero, reset while
 * out of view; that is no drop the visitor sees.)
 */
async function watchDrops(page: Page) {
  await page.addInitScript(() => {
    const isZero = (text: string) => /^\D*0(?:[.,]0+)?(?![\d.,’'])/.test(text);
    const last = new WeakMap<Element, string>();
    const drops: string[] = [];
    Object.assign(window, { figureDrops: drops });
    new MutationObserver((records) => {
      for (const record of records) {
        const figure = (record.target instanceof Element ? record.target : record.target.parentElement)?.closest('[data-count-up] [aria-hidden]');
        if (!figure) continue;
        const text = figure.textContent ?? '';
        const before = last.get(figure);
        last.set(figure, text);
        const box = figure.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        if (inView && before !== undefined && !isZero(before) && isZero(text)) drops.push(`${before} → ${text}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const dropsSeen = (page: Page) => page.evaluate(() => (window as unknown as { figureDrops: string[] }).figureDrops);

/** The figures as they read on screen: the animated value (screen readers read the final one apart). */
const shownFigures = (page: Page) => page.locator(`${FIGURES} [aria-hidden]`).allTextContents();
/** The final values the page holds. */
const finalFigures = (page: Page) => page.locator(`${FIGURES} .sr-only`).allTextContents();
/** What a printed page shows of each figure. */
const printedFigures = (page: Page) => page.locator(FIGURES).evaluateAll((figures) => figures.map((f) => (f as HTMLElement).innerText.trim()));

/** Resolves once the island that holds `figure` has run its script. */
const hydrated = (page: Page, index: number) =>
  page.waitForFunction((i) => {
    const island = document.querySelectorAll('[data-count-up]')[i]?.closest('astro-island');
    return island !== null && island !== undefined && !island.hasAttribute('ssr');
  }, index);

/** Resolves once every island with a figure in view has run its script. */
const inViewHydrated = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('[data-count-up]')].every((figure) => {
      const box = figure.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight;
      return !inView || !figure.closest('astro-island')?.hasAttribute('ssr');
    }),
  );

describe('count-up figures', () => {
  it('are on some pages of every language', () => {
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/regional-focus', '/de/regional-focus', '/it/regional-focus', '/fr/regional-focus']));
    expect(pages.some((p) => p.path.startsWith('/projects/'))).toBe(true);
  });

  it.each(pages)('$path: before its script runs, each figure shows its final value, never zero', ({ figures }) => {
    for (const { state, final, shown } of figures) {
      expect(state).toBe('static');
      expect(shown).toBe(final);
      expect(isZero(final), `${final} is zero`).toBe(false);
    }
  });

  it.each(sampled)('$path at 1440 × 900: a figure in view when its script runs keeps its final value; one out of view is reset only there', async ({ path, figures }) => {
    const page = await open('about:blank', { viewport: DESKTOP });
    await watchDrops(page);
    await page.goto(path);
    await inViewHydrated(page);
    // Without scrolling: what is in the first screen reads as it did before the script.
    const first = await page.locator(FIGURES).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top < innerHeight));
    const shown = await shownFigures(page);
    figures.forEach(({ final }, i) => {
      if (first[i]) expect(shown[i]).toBe(final);
    });
    // Each figure brought straight into view reads its final value right after its script ran.
    for (let i = 0; i < figures.length; i++) {
      await page.locator(FIGURES).nth(i).scrollIntoViewIfNeeded();
      await hydrated(page, i);
      expect(isZero((await shownFigures(page))[i] ?? ''), `figure ${i} right after its script`).toBe(false);
    }
    expect(await dropsSeen(page)).toEqual([]);
    await page.context().close();
  });

  it.each(sampled)('$path in print: every figure shows its final value, also one reset for counting', async ({ path, figures }) => {
    const page = await open(path, { viewport: DESKTOP });
    // The last figure that counts (one in words, "Comprehensive restoration", never does).
    const counting = figures.map((f) => parseCountValue(f.final) !== null).lastIndexOf(true);
    const last = page.locator(FIGURES).nth(counting);
    if (counting >= 0 && (await last.evaluate((el) => el.getBoundingClientRect().top >= innerHeight))) {
      // 150 px below the screen its script runs (300 px ahead) and resets it for counting: a page
      // printed now must not print that zero.
      await last.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - innerHeight - 150));
      await page.waitForFunction((i) => document.querySelectorAll('[data-count-up]')[i]?.getAttribute('data-count-up') === 'waiting', counting);
    }
    await page.emulateMedia({ media: 'print' });
    expect(await printedFigures(page)).toEqual(figures.map((f) => f.final));
    await page.context().close();
  });

  it.each(sampled)('$path under reduced motion: every figure keeps its final value, in view and out of it', async ({ path, figures }) => {
    const page = await open(path, { viewport: DESKTOP, reducedMotion: 'reduce' });
    for (let i = 0; i < figures.length; i++) {
      await page.locator(FIGURES).nth(i).scrollIntoViewIfNeeded();
      await hydrated(page, i);
    }
    expect(await shownFigures(page)).toEqual(await finalFigures(page));
    expect(await page.locator(FIGURES).evaluateAll((els) => els.map((el) => el.getAttribute('data-count-up')))).toEqual(figures.map(() => 'static'));
    await page.context().close();
  });
});
