/**
 * The top bar in each engine: it wakes on the first intent and its panels open and close with
 * Escape; a page left while the bar's code downloads reports nothing; an investor's bar wakes by
 * itself (WebKit, as Safari, has no requestIdleCallback).
 */
import { expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/constants';
import { DESKTOP, ENGINES, inEngines, waitIn, type EnginePage } from './support/engines';

const PAGE = '/team';
const LOGO = 'header a[href="/"]';
const TOGGLES = { language: 'header nav > div > button', investor: 'header nav > a:nth-of-type(1)', menu: 'header nav > a:nth-of-type(2)' };
const PANELS = { language: '#language-list', investor: '#investor-panel', menu: '#site-menu' };

const hydrated = (page: EnginePage) => waitIn(page, () => Boolean(document.querySelector('header [data-hydrated]')));
const expanded = (page: EnginePage, toggle: string, state: 'true' | 'false') =>
  waitIn(page, ([selector, want]: [string, string]) => document.querySelector(selector)?.getAttribute('aria-expanded') === want, [toggle, state]);

inEngines(ENGINES, (open, proxy) => {
  it('wakes on a pointer over it; each panel opens from its toggle and closes with Escape', async () => {
    const page = await open(PAGE, DESKTOP);
    await page.hover(LOGO);
    await hydrated(page);
    for (const name of ['menu', 'investor', 'language'] as const) {
      await page.click(TOGGLES[name]);
      await expanded(page, TOGGLES[name], 'true');
      await waitIn(page, (panel: string) => Boolean(document.querySelector(panel)?.getClientRects().length), PANELS[name]);
      await page.press('Escape');
      await expanded(page, TOGGLES[name], 'false');
    }
    expect(await page.errors()).toEqual([]);
  });

  for (const ms of [0, 30, 80]) {
    it(`a link followed ${ms} ms after the first intent leaves the page quietly`, async () => {
      const page = await open(PAGE, DESKTOP);
      await page.hoverThenClick(LOGO, LOGO, ms);
      await waitIn(page, () => location.pathname === '/' && document.readyState === 'complete');
      expect(await page.errors()).toEqual([]);
    });
  }

  it('a link followed while the bar\u2019s code is served slowly leaves the page quietly, and the held click of a bar link still leads on', async () => {
    proxy().slow(/\/_astro\/mount\./, 3_000);
    const page = await open(PAGE, DESKTOP);
    await page.hoverThenClick(LOGO, LOGO, 30);
    await waitIn(page, () => location.pathname === '/' && document.readyState === 'complete');
    expect(await page.errors()).toEqual([]);
  });

  it('a logged-in investor\u2019s bar wakes with no gesture', async () => {
    const page = await open('/robots.txt', DESKTOP);
    await page.evaluate((key: string) => localStorage.setItem(key, 'true'), AUTH_STORAGE_KEY);
    await page.goto(PAGE);
    await hydrated(page);
    expect(await page.errors()).toEqual([]);
  });
});
