/**
 * Touch and motion on a 390 px touch screen: swiping the home hero and the lightbox, pinch and
 * double-tap zoom, and the page behind an open panel being inert.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { routes } from '@/lib/routes';
import { HERO } from '../../src/lib/constants';
import { PHONE, useBrowser } from '../support/browser';
import { holdClock } from '../support/clock';
import { fullProject, readYaml } from '../support/content';
import { carousel, shownSlide, shownSlideTitle, slideTitles } from '../support/hero';
import { panels, toggles } from '../support/top-bar';
import { doubleTap, pinch, swipe } from '../support/touch';
import { pendingTasks } from '../support/wait';

/** Generous waits: the machine running the tests may be busy. */
const SLOW = { timeout: 15_000 };
const TOUCH = { viewport: PHONE, hasTouch: true, isMobile: true } as const;
const project = fullProject();
const PROJECT = routes.project(project['slug']);
const t = useTranslations('en');
/** The lightbox's counter at picture `n` of the project's gallery. */
const at = (n: number) => t('lightbox.counter', { n, total: project['gallery'].length });

const { open } = useBrowser({ heroVideo: false });

/** The home page on the touch screen, its hero ready. */
async function openHome(options: { reducedMotion?: 'reduce' } = {}) {
  const page = await open('/', { ...TOUCH, ...options });
  await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

describe('home hero on a touch screen', { timeout: 180_000 }, () => {
  const shownOpacity = (page: Page) => shownSlide(page).evaluate((el) => getComputedStyle(el).opacity);

  it('a swipe to the left shows the next slide, one to the right the previous, wrapping round; auto-advance stops', async () => {
    // The clock held from the start: on a busy machine the slideshow could otherwise move on by
    // itself between the page's load and the first swipe.
    const page = await open('about:blank', TOUCH);
    await holdClock(page);
    await page.goto('/');
    await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
    const box = (await carousel(page).boundingBox())!;
    const y = box.y + box.height * 0.4;
    expect(await shownSlideTitle(page)).toBe(slideTitles[0]);

    await swipe(page, { x: 340, y }, { x: 50, y });
    await expect.poll(() => shownSlideTitle(page), SLOW).toBe(slideTitles[1]);
    await expect.poll(() => shownOpacity(page), SLOW).toBe('1');
    // The visitor has taken over: the slideshow no longer advances, and its control offers to play.
    expect(await carousel(page).getByRole('button', { name: t('home.play') }).isVisible()).toBe(true);
    expect(await carousel(page).locator('[aria-live]').getAttribute('aria-live')).toBe('polite');

    await swipe(page, { x: 50, y }, { x: 340, y });
    await expect.poll(() => shownSlideTitle(page), SLOW).toBe(slideTitles[0]);
    await expect.poll(() => shownOpacity(page), SLOW).toBe('1');
    await swipe(page, { x: 50, y }, { x: 340, y });
    await expect.poll(() => shownSlideTitle(page), SLOW).toBe(slideTitles.at(-1));
    await expect.poll(() => shownOpacity(page), SLOW).toBe('1');
    await page.clock.runFor(HERO.autoAdvanceMs * 2);
    await pendingTasks(page);
    expect(await shownSlideTitle(page)).toBe(slideTitles.at(-1));
    await page.context().close();
  });

  it(`under reduced motion does not advance for 10 s (${HERO.autoAdvanceMs / 1000} s per slide otherwise)`, async () => {
    const page = await open('about:blank', { ...TOUCH, reducedMotion: 'reduce' });
    await holdClock(page);
    await page.goto('/');
    await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
    for (let second = 1; second <= 10; second++) {
      await page.clock.runFor(1000);
      await pendingTasks(page);
      expect(await page.locator('[data-slide]').getAttribute('data-slide')).toBe('0');
    }
    expect(await shownSlideTitle(page)).toBe(slideTitles[0]);
    expect(await carousel(page).getByRole('button', { name: t('home.play') }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('lightbox on a touch screen', { timeout: 180_000 }, () => {
  const gallery = (page: Page) => page.locator('[data-section="gallery"]');
  const dialog = (page: Page) => gallery(page).locator('dialog[data-lightbox]');
  const counter = (page: Page) => dialog(page).locator('[data-counter]').textContent();
  const shown = (page: Page) => dialog(page).locator('img[data-full]');
  /**
   * Where the slide shown has come to rest, in pixels from the left edge: a swipe that starts
   * while the previous one is still sliding starts from between two pictures.
   */
  const restingAt = (page: Page) => dialog(page).locator('[data-slide-index]:not([inert])').evaluate((el) => Math.round(el.getBoundingClientRect().left));
  /** The rendered scale of the picture shown: its drawn width over its laid-out width. */
  const scale = (page: Page) => shown(page).evaluate((img) => img.getBoundingClientRect().width / (img as HTMLImageElement).offsetWidth);

  async function openViewer() {
    const page = await open(PROJECT, TOUCH);
    await gallery(page).locator('[data-lightbox-thumbs]').scrollIntoViewIfNeeded();
    await gallery(page).locator('[data-lightbox-thumbs][data-hydrated]').waitFor({ state: 'attached', ...SLOW });
    await gallery(page).locator('[data-lightbox-thumbs] a').first().tap();
    await gallery(page).locator('dialog[open] img[data-full]').waitFor(SLOW);
    await shown(page).evaluate((img: HTMLImageElement) => img.decode());
    return page;
  }

  it('without JavaScript, a thumbnail links to its full-size picture', async () => {
    const page = await open(PROJECT, { ...TOUCH, javaScriptEnabled: false });
    const thumb = gallery(page).locator('[data-lightbox-thumbs] a').first();
    const href = await thumb.getAttribute('href');
    expect(href).toMatch(/^\/_astro\/.+\.jpg$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    await page.context().close();
  });

  it('a swipe shows the next picture, already loaded with the one shown', async () => {
    const page = await openViewer();
    expect(await counter(page)).toBe(at(1));
    const next = dialog(page).locator('[data-slide-index="1"] img');
    await expect.poll(() => next.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW).toBe(true);
    const nextAlt = await next.getAttribute('alt');

    const { y } = await center(shown(page));
    await swipe(page, { x: 340, y }, { x: 50, y });
    await expect.poll(() => counter(page), SLOW).toBe(at(2));
    expect(await shown(page).getAttribute('alt')).toBe(nextAlt);
    await expect.poll(() => restingAt(page), SLOW).toBe(0);
    // Back past the first one to the last.
    await swipe(page, { x: 50, y }, { x: 340, y });
    await expect.poll(() => counter(page), SLOW).toBe(at(1));
    await expect.poll(() => restingAt(page), SLOW).toBe(0);
    await swipe(page, { x: 50, y }, { x: 340, y });
    await expect.poll(() => counter(page), SLOW).toBe(at(project['gallery'].length));
    expect(await dialog(page).evaluate((el: HTMLDialogElement) => el.open)).toBe(true);
    await page.context().close();
  });

  it('a pinch zooms the picture and stays on it', async () => {
    const page = await openViewer();
    expect(await scale(page)).toBeCloseTo(1, 2);
    await pinch(page, await center(shown(page)), 60, 240);
    await expect.poll(() => scale(page), SLOW).toBeGreaterThan(1.5);
    // The fingers moved apart, one of them towards the next picture: the slides did not follow.
    expect(await counter(page)).toBe(at(1));
    expect(await scale(page)).toBeGreaterThan(1.5);
    expect(await dialog(page).evaluate((el: HTMLDialogElement) => el.open)).toBe(true);
    await page.context().close();
  });

  it('a double tap zooms the picture and another one resets it', async () => {
    const page = await openViewer();
    const point = await center(shown(page));
    // Swiper tells a double tap from two taps by the time between them as its own code reads it,
    // which a busy machine can stretch past 300 ms. With the page's clock held, it reads none.
    await holdClock(page);
    await doubleTap(page, point);
    await expect.poll(() => scale(page), SLOW).toBeGreaterThan(2.9);
    // A second later, so that the next taps are a double tap of their own, not the end of this one.
    await page.clock.runFor(1000);
    await doubleTap(page, point);
    await expect.poll(() => scale(page), SLOW).toBeCloseTo(1, 2);
    expect(await dialog(page).evaluate((el: HTMLDialogElement) => el.open)).toBe(true);
    await page.context().close();
  });
});

describe('the page behind an open panel', { timeout: 180_000 }, () => {
  const inert = (page: Page) => page.evaluate(() => Object.fromEntries(['header', 'main', 'footer'].map((s) => [s, !!document.querySelector(s)?.closest('[inert]')])));
  const heroLink = (page: Page) => shownSlide(page).locator('a');
  /**
   * Home with its slideshow standing still: a tap aimed at the shown slide's link must not meet
   * the next slide, which a busy machine can bring in between aiming and tapping.
   */
  const openStillHome = () => openHome({ reducedMotion: 'reduce' });

  /**
   * Taps where the hero's link is, through the open panel (made transparent to pointers here),
   * and reports whether the link heard a click. Links are stopped from leaving the page.
   */
  async function tapThrough(page: Page, layer: Locator | null) {
    await heroLink(page).evaluate((a) => {
      const w = window as unknown as { linkClicked: boolean; tapped: boolean };
      w.linkClicked = false;
      w.tapped = false;
      a.addEventListener('click', (event) => {
        event.preventDefault();
        w.linkClicked = true;
      });
      window.addEventListener('pointerup', () => (w.tapped = true), { capture: true, once: true });
    });
    if (layer) await layer.evaluate((el) => ((el.parentElement as HTMLElement).style.pointerEvents = 'none'));
    const point = await center(heroLink(page));
    await page.touchscreen.tap(point.x, point.y);
    await page.waitForFunction(() => (window as unknown as { tapped: boolean }).tapped);
    await pendingTasks(page);
    return page.evaluate(() => (window as unknown as { linkClicked: boolean }).linkClicked);
  }

  it('a tap on the page reaches it while no panel is open', async () => {
    const page = await openStillHome();
    expect(await inert(page)).toEqual({ header: false, main: false, footer: false });
    expect(await tapThrough(page, null)).toBe(true);
    await page.context().close();
  });

  /** Taps a panel's toggle and waits for the panel; the page behind it stops scrolling. */
  async function tapOpen(page: Page, name: keyof ReturnType<typeof panels>) {
    await toggles(page)[name].tap();
    await panels(page)[name].waitFor(SLOW);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  }

  /** Once the panel has closed, the whole page is live again and focus is back on the panel's toggle. */
  async function expectClosed(page: Page, name: keyof ReturnType<typeof panels>) {
    await panels(page)[name].waitFor({ state: 'hidden', ...SLOW });
    expect(await inert(page)).toEqual({ header: false, main: false, footer: false });
    expect(await toggles(page)[name].evaluate((toggle) => toggle === document.activeElement)).toBe(true);
  }

  it.each([
    // The menu covers the whole page, and closes with its own button.
    { name: 'menu', behind: { header: true, main: true, footer: true }, close: (page: Page) => page.getByRole('button', { name: t('header.closeMenu') }).tap() },
    // The top bar above the investor panel stays usable: it switches to the menu.
    { name: 'investor', behind: { header: false, main: true, footer: true }, close: (page: Page) => page.keyboard.press('Escape') },
  ] as const)('$name: the page behind is inert, does not scroll and takes no tap or focus; focus returns to its button on close', async ({ name, behind, close }) => {
    const page = await openStillHome();
    await tapOpen(page, name);
    expect(await inert(page)).toEqual(behind);
    // The panel shows before it takes the focus; once it has, focus cannot leave it for the page behind.
    const focusInside = () => panels(page)[name].evaluate((panel) => panel.contains(document.activeElement));
    await expect.poll(focusInside, SLOW).toBe(true);
    await heroLink(page).evaluate((a: HTMLElement) => a.focus());
    expect(await focusInside()).toBe(true);
    expect(await tapThrough(page, panels(page)[name])).toBe(false);
    expect(await toggles(page)[name].getAttribute('aria-expanded')).toBe('true');

    // The panel takes pointers again, which the tap through it had passed by.
    await panels(page)[name].evaluate((el) => ((el.parentElement as HTMLElement).style.pointerEvents = ''));
    await close(page);
    await expectClosed(page, name);
    await page.context().close();
  });

  it('language dropdown on a phone: the rest of the page is inert and does not scroll until it closes', async () => {
    const page = await openStillHome();
    await tapOpen(page, 'language');
    expect(await inert(page)).toEqual({ header: false, main: true, footer: true });
    const homeLink = page.locator(`header a[aria-label="${t('site.homeLink', { firm: readYaml('settings/site.yml')['firmName'] })}"]`);
    expect(await homeLink.evaluate((a) => !!a.closest('[inert]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expectClosed(page, 'language');
    await page.context().close();
  });
});
