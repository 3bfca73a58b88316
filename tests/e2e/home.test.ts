/** Home: the hero carousel and the three sections under it. */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { HERO } from '../../src/lib/constants';
import { DESKTOP, PHONE, savingData, useBrowser } from '../support/browser';
import { holdClock } from '../support/clock';
import { plain, readYaml, type Data } from '../support/content';
import { carousel, shownSlideTitle, slideControls, slideIndex, slideTitles } from '../support/hero';
import { webFontsReady } from '../support/fonts';
import { pendingTasks } from '../support/wait';

/** Generous waits: the machine running the tests may be busy. */
const SLOW = 15_000;

const { newContext } = useBrowser();
const t = useTranslations('en');
const home = readYaml('pages/home.yml');
/** The three sections under the hero: their anchors (which the menu links to) and their content. */
const SECTIONS: [anchor: string, section: Data][] = [
  ['what-we-do', home['whatWeDo']],
  ['our-regional-focus', home['regionalFocus']],
  ['news-and-insights', home['news']],
];

/** Home with the page's clock standing still until the test moves it. */
async function openHome(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(options);
  const page = await context.newPage();
  await holdClock(page);
  await page.goto('/');
  await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

/** Lets the page render what the moved clock caused, then reads the slide. */
const settled = async (page: Page) => {
  await pendingTasks(page);
  return slideIndex(page);
};

describe('hero carousel', { timeout: 180_000 }, () => {
  it(`advances every ${HERO.autoAdvanceMs} ms and wraps round`, async () => {
    const page = await openHome();
    expect(await carousel(page).locator(`[aria-roledescription="${t('home.slide')}"]`).count()).toBe(slideTitles.length);
    expect(await shownSlideTitle(page)).toBe(slideTitles[0]);

    await page.clock.runFor(HERO.autoAdvanceMs - 1);
    expect(await settled(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(1);
    expect(await shownSlideTitle(page)).toBe(slideTitles[1]);

    for (const next of [...slideTitles.keys()].slice(2)) {
      await page.clock.runFor(HERO.autoAdvanceMs);
      await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(next);
    }
    await page.clock.runFor(HERO.autoAdvanceMs);
    await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(0);
  });

  it('jumps to a slide with its indicator and restarts the wait', async () => {
    const page = await openHome();
    const indicators = slideControls(page);
    expect(await indicators.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(slideTitles.map((title, i) => t('home.goTo', { number: i + 1, title })));
    const last = slideTitles.length - 1;
    // A click without moving the pointer over the hero, which would pause it.
    await indicators.nth(last).evaluate((button: HTMLElement) => button.click());
    await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(last);
    expect(await indicators.nth(last).getAttribute('aria-current')).toBe('true');
    expect(await indicators.nth(0).getAttribute('aria-current')).toBeNull();
    expect(await shownSlideTitle(page)).toBe(slideTitles[last]);

    await page.clock.runFor(HERO.autoAdvanceMs - 1);
    expect(await settled(page)).toBe(last);
    await page.clock.runFor(1);
    await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(0);
  });

  it('shows the indicators as vertical bars on desktop and horizontal ones on phones', async () => {
    for (const [viewport, vertical] of [[DESKTOP, true], [PHONE, false]] as const) {
      const page = await openHome({ viewport });
      const boxes = await slideControls(page).evaluateAll((buttons) => buttons.map((b) => b.firstElementChild!.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })));
      for (const box of boxes) expect(vertical ? box.h > box.w : box.w > box.h).toBe(true);
      expect(vertical ? boxes[1]!.y > boxes[0]!.y && boxes[1]!.x === boxes[0]!.x : boxes[1]!.x > boxes[0]!.x && boxes[1]!.y === boxes[0]!.y).toBe(true);
      await page.context().close();
    }
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const page = await openHome();
    await page.mouse.move(700, 400);
    await page.clock.runFor(HERO.autoAdvanceMs * 3);
    expect(await settled(page)).toBe(0);
    // Leaving the hero: the pointer goes onto the top bar above it.
    await page.mouse.move(200, 30);
    await page.clock.runFor(HERO.autoAdvanceMs);
    await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(1);
  });

  it('pauses while something inside it has keyboard focus', async () => {
    const page = await openHome();
    await carousel(page).getByRole('button', { name: t('home.goTo', { number: 1, title: slideTitles[0]! }) }).focus();
    await page.clock.runFor(HERO.autoAdvanceMs * 2);
    expect(await settled(page)).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(HERO.autoAdvanceMs);
    await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(1);
  });

  it('one control, first in the hero’s tab order, stops the slides and the video and starts them again (WCAG 2.2.2)', async () => {
    const page = await openHome();
    const video = page.locator('section[aria-roledescription="carousel"] video');
    await video.waitFor({ state: 'attached' });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: SLOW }).toBe(false);
    const pause = carousel(page).getByRole('button', { name: t('home.pause') });
    expect(await pause.isVisible()).toBe(true);
    expect(await pause.innerText()).toBe(t('home.pause'));

    // Tabbing from the top of the page: the control is the hero's first stop, before the slides' buttons and the slide's link.
    const stops: string[] = [];
    for (let step = 0; step < 30 && !stops.includes('slide link'); step++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const focused = document.activeElement!;
          if (!focused.closest('section[aria-roledescription="carousel"]')) return 'outside';
          if (focused.closest('[role="group"][aria-roledescription]')) return 'slide link';
          return focused.getAttribute('aria-label') ?? focused.textContent!.trim();
        }),
      );
    }
    const inHero = stops.filter((stop) => stop !== 'outside');
    expect(inHero).toEqual([t('home.pause'), ...slideTitles.map((title, i) => t('home.goTo', { number: i + 1, title })), 'slide link']);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());

    await pause.evaluate((b: HTMLElement) => b.click());
    const play = carousel(page).getByRole('button', { name: t('home.play') });
    await play.waitFor();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: SLOW }).toBe(true);
    await page.clock.runFor(HERO.autoAdvanceMs * 3);
    expect(await settled(page)).toBe(0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await play.evaluate((b: HTMLElement) => b.click());
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: SLOW }).toBe(false);
    await page.clock.runFor(HERO.autoAdvanceMs);
    await expect.poll(() => slideIndex(page), { timeout: SLOW }).toBe(1);
  });

  it('remembers a pause for the rest of the visit, in the page’s language', async () => {
    const page = await openHome();
    await carousel(page).getByRole('button', { name: t('home.pause') }).evaluate((b: HTMLElement) => b.click());
    await carousel(page).getByRole('button', { name: t('home.play') }).waitFor();
    await page.goto('/regional-focus');
    await page.goto('/');
    await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
    expect(await carousel(page).getByRole('button', { name: t('home.play') }).isVisible()).toBe(true);
    const video = page.locator('section[aria-roledescription="carousel"] video');
    await video.waitFor({ state: 'attached' });
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.clock.runFor(HERO.autoAdvanceMs * 2);
    expect(await settled(page)).toBe(0);

    // Another language's home page reads the control in its own words.
    const de = useTranslations('de');
    await page.goto('/de');
    await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
    expect(await carousel(page).getByRole('button', { name: de('home.play') }).innerText()).toBe(de('home.play'));
    expect(de('home.play')).not.toBe(t('home.play'));
  });

  it('plays the muted looping video over the poster', async () => {
    const page = await openHome();
    const video = page.locator('section[aria-roledescription="carousel"] video');
    await video.waitFor({ state: 'attached' });
    expect(await video.count()).toBe(1);
    const state = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, sources: [...v.querySelectorAll('source')].map((s) => s.getAttribute('src')) }));
    expect(state).toEqual({ muted: true, loop: true, sources: ['/video/hero.webm', '/video/hero.mp4'] });
    const poster = carousel(page).locator('img').first();
    expect(await poster.getAttribute('fetchpriority')).toBe('high');
    expect(await poster.getAttribute('src')).toMatch(/hero-poster/);
  });

  it('starts loading the video only once the page has loaded', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('video').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/video/hero.')).length), { timeout: SLOW }).toBeGreaterThan(0);
    const [loaded, video] = await page.evaluate(() => [
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      Math.min(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/video/hero.')).map((e) => e.startTime)),
    ]);
    expect(video).toBeGreaterThanOrEqual(loaded!);
  });

  it('under reduced motion: no auto-advance and no video, the slides show their photos', async () => {
    const page = await openHome({ reducedMotion: 'reduce' });
    await page.clock.runFor(HERO.autoAdvanceMs * 3);
    expect(await settled(page)).toBe(0);
    expect(await page.locator('video').count()).toBe(0);
    expect(await carousel(page).getByRole('button', { name: t('home.play') }).isVisible()).toBe(true);
    expect(await carousel(page).locator('img[srcset]').count()).toBeGreaterThanOrEqual(slideTitles.length);
    await page.waitForLoadState('networkidle');
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((url) => url.includes('/video/'))).toEqual([]);
  });

  it('with Save-Data: no video, the slides show their photos', async () => {
    const context = await newContext({ viewport: PHONE });
    await savingData(context);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/');
    await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('video').count()).toBe(0);
    expect(await carousel(page).locator('img[srcset]').count()).toBeGreaterThanOrEqual(slideTitles.length);
    expect(requests.filter((u) => u.includes('/video/'))).toEqual([]);
  });

  it('without JavaScript shows the poster and the first slide', async () => {
    const context = await newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await carousel(page).locator('img').first().isVisible()).toBe(true);
    expect((await shownSlideTitle(page)).trim()).toBe(slideTitles[0]);
    expect(await page.locator('h1').textContent()).toBe(home['title']);
  });
});

describe('scroll-down arrow', { timeout: 180_000 }, () => {
  for (const [viewport, offset] of [[PHONE, HERO.scrollOffsetNarrow], [DESKTOP, HERO.scrollOffsetWide]] as const) {
    it(`scrolls smoothly to the next section with an offset of ${offset} px at ${viewport.width} px`, async () => {
      const context = await newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/');
      // The section's place depends on the text above it, set in the web fonts once they arrive.
      await webFontsReady(page);
      await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
      const expected = await page.evaluate((o) => Math.round(document.getElementById('what-we-do')!.getBoundingClientRect().top + window.scrollY + o), offset);
      // Record how the page asks to scroll: a busy machine may draw a smooth scroll in one frame.
      await page.evaluate(() => {
        const calls: unknown[] = [];
        (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
        const scrollTo = window.scrollTo.bind(window);
        window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
          calls.push(args[0]);
          scrollTo(...args);
        }) as typeof window.scrollTo;
      });
      await page.getByRole('link', { name: t('home.scrollDown') }).click();
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: SLOW }).toBe(expected);
      expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([{ top: expected, behavior: 'smooth' }]);
      expect(new URL(page.url()).hash).toBe('');
    });
  }
});

describe('home sections', { timeout: 180_000 }, () => {
  it('has the anchors the menu links to', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/#what-we-do');
    for (const [id, section] of SECTIONS) expect(plain(await page.locator(`#${id} h2`).first().innerText())).toBe(plain(section['heading']));
  });

  it('What we do: the cards show their full description at rest, with no empty space above "Learn more"', async () => {
    const cards: Data[] = home['whatWeDo']['cards'];
    for (const width of [768, 1024, 1440, 1920]) {
      const context = await newContext({ viewport: { ...DESKTOP, width } });
      const page = await context.newPage();
      await page.goto('/');
      // Measured at rest, then under the pointer: the web fonts must not arrive in between.
      await webFontsReady(page);
      const shown = page.locator('#what-we-do [data-card]');
      expect(await shown.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))).toEqual(
        cards.map((card) => [card['title'], card['link']]),
      );
      expect(await shown.locator('[data-card-more]').allInnerTexts()).toEqual(cards.map((card) => plain(card['description'])));
      const boxes = await shown.evaluateAll((items) =>
        items.map((card) => {
          const box = (selector: string) => card.querySelector(selector)!.getBoundingClientRect();
          return { top: card.getBoundingClientRect().top, height: card.getBoundingClientRect().height, text: box('[data-card-more]').bottom, more: box('[data-learn-more]') };
        }),
      );
      for (const card of boxes) {
        // The line's own padding (2.5 rem) plus at most a few lines' difference to the row's longest card.
        expect(card.more.top - card.text, `a card at ${width} px`).toBeLessThan(96);
        expect(card.more.bottom, `a card at ${width} px`).toBeCloseTo(card.top + card.height - (width >= 1024 ? 36 : 32), 0);
        for (const other of boxes.filter((b) => b.top === card.top)) expect(other.height).toBe(card.height);
      }

      // Hover changes the card's colour, not its size: nothing jumps under the pointer.
      await shown.nth(1).hover();
      await expect.poll(() => shown.nth(1).evaluate((e) => getComputedStyle(e).backgroundColor), { timeout: SLOW }).toBe('rgb(255, 255, 255)');
      expect(await shown.nth(1).evaluate((e) => e.getBoundingClientRect().height)).toBe(boxes[1]!.height);
      await context.close();
    }
  });

  it('What we do: on touch screens the full descriptions are shown', async () => {
    const context = await newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    const heights = await page.locator('#what-we-do [data-card-more]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(heights).toHaveLength(home['whatWeDo']['cards'].length);
    for (const h of heights) expect(h).toBeGreaterThan(80);
  });

  it('Our Regional Focus and News & insights link to their pages', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/');
    const links = (id: string) => page.locator(`#${id} li:not([data-map] li) a`).evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    for (const [id, section] of SECTIONS.slice(1)) expect(await links(id)).toEqual(section['cards'].map((card: Data) => [card['title'], card['link']]));
  });
});
