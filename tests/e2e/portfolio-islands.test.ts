/** The islands of the project pages: phase accordion, lightbox and count-up badge, in real Chromium. */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { routes } from '@/lib/routes';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { holdClock } from '../support/clock';
import { entryWith, fullProject, type Data } from '../support/content';
import { builtPages, readBuilt } from '../support/site';
import { pendingTasks } from '../support/wait';

const { open, newContext } = useBrowser();
const t = useTranslations('en');
const project = fullProject();
const PROJECT = routes.project(project['slug']);
const phases: Data[] = project['developmentProject']['phases'];
const gallery: Data[] = project['gallery'];
/** The lightbox's counter at picture `n` of the gallery. */
const at = (n: number) => t('lightbox.counter', { n, total: gallery.length });
/** The badge's final value: the content's amount, as the site writes amounts (tests/unit/format.test.ts holds that form). */
const postDevelopmentValue = formatAmount(project['postDevelopmentValue'], project['currency']);

async function hydrated(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => [...document.querySelectorAll(`astro-island:has(${s})`)].every((island) => !island.hasAttribute('ssr')), selector);
}

describe('phase accordion', () => {
  const headers = (page: Page) => page.locator('[data-phase-accordion] > li summary');
  const isOpen = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  const openPhases = (page: Page) => page.locator('[data-phase-accordion] > li[data-open]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-phase'))));
  const done = (page: Page) => page.locator('[data-phase-accordion] > li[data-done]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-phase'))));

  it('opens the first phase by default, and only that one, also before hydration', async () => {
    const page = await open(PROJECT);
    expect(await openPhases(page)).toEqual([0]);
    expect(await page.locator('[data-phase-accordion] details[open] [role="region"]').count()).toBe(1);
    await hydrated(page, '[data-phase-accordion]');
    expect(await openPhases(page)).toEqual([0]);
    expect(await done(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps exactly one phase open and marks the earlier ones with a check', async () => {
    const page = await open(PROJECT);
    await hydrated(page, '[data-phase-accordion]');
    await headers(page).nth(2).click();
    await expect.poll(() => openPhases(page)).toEqual([2]);
    expect(await done(page)).toEqual([0, 1]);
    expect(await page.locator('[data-phase-accordion] li[data-done] [data-check]').count()).toBe(2);
    expect(await page.locator('[data-phase-accordion] li:not([data-done]) [data-check]').count()).toBe(0);
    await headers(page).nth(1).click();
    await expect.poll(() => openPhases(page)).toEqual([1]);
    expect(await done(page)).toEqual([0]);
    // The open phase cannot be closed: one phase is always open (its header is aria-disabled).
    await headers(page).nth(1).dispatchEvent('click');
    expect(await openPhases(page)).toEqual([1]);
    await page.context().close();
  });

  it('shows each phase its count of key deliverables', async () => {
    const page = await open(PROJECT);
    expect(await page.locator('[data-phase-accordion] [data-count]').allTextContents()).toEqual(
      phases.map((phase) => t('project.deliverables', { count: phase['items'].length })),
    );
    await page.context().close();
  });

  it('has accordion semantics and works from the keyboard', async () => {
    const page = await open(PROJECT, { viewport: PHONE });
    await hydrated(page, '[data-phase-accordion]');
    const first = headers(page).nth(0);
    // A <summary> tells assistive technology itself whether its <details> is open.
    expect(await isOpen(first)).toBe(true);
    expect(await first.getAttribute('aria-disabled')).toBe('true');
    expect(await isOpen(headers(page).nth(1))).toBe(false);
    const panelId = await first.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    expect(await panel.getAttribute('role')).toBe('region');
    expect(await panel.getAttribute('aria-labelledby')).toBe(await first.getAttribute('id'));

    await first.focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(phases[1]!['title']);
    await page.keyboard.press('Enter');
    expect(await openPhases(page)).toEqual([1]);
    const last = phases.length - 1;
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(phases[last]!['title']);
    await page.keyboard.press(' ');
    expect(await openPhases(page)).toEqual([last]);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(phases[0]!['title']);
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(phases[last]!['title']);
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(phases[0]!['title']);
    expect(await isOpen(headers(page).nth(last))).toBe(true);
    await page.context().close();
  });
});

describe('lightbox', () => {
  const thumbs = (page: Page) => page.locator('[data-section="gallery"] [data-lightbox-thumbs] a');
  const dialog = (page: Page) => page.locator('[data-section="gallery"] dialog[data-lightbox]');
  const counter = (page: Page) => dialog(page).locator('[data-counter]').textContent();
  const shownAlt = (page: Page) => dialog(page).locator('img[data-full]').getAttribute('alt');
  const isOpen = (page: Page) => dialog(page).evaluate((el: HTMLDialogElement) => el.open);

  async function openAt(page: Page, n: number) {
    await thumbs(page).nth(n).click();
    await page.locator('[data-section="gallery"] dialog[open] img[data-full]').waitFor();
  }

  async function openGallery(viewport: { width: number; height: number } = DESKTOP) {
    const page = await open(PROJECT, { viewport });
    await hydrated(page, '[data-section="gallery"] [data-lightbox-thumbs]');
    // Astro marks an island hydrated when React starts; clicks count once React has finished.
    await page.locator('[data-section="gallery"] [data-lightbox-thumbs][data-hydrated]').waitFor({ state: 'attached' });
    return page;
  }

  it('opens from a thumbnail on the full-size optimised image, with "n / total"', async () => {
    const page = await openGallery();
    await openAt(page, 1);
    expect(await isOpen(page)).toBe(true);
    await expect.poll(() => counter(page)).toBe(at(2));
    expect(await shownAlt(page)).toBe(gallery[1]!['alt']);
    const img = dialog(page).locator('img[data-full]');
    await img.evaluate((el: HTMLImageElement) => el.decode());
    const { src, natural } = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, natural: el.naturalWidth }));
    expect(src).toMatch(/\/_astro\/.+\.(avif|webp)$/);
    expect(natural).toBeGreaterThanOrEqual(1440);
    const thumb = await thumbs(page).nth(1).locator('img').evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(thumb).not.toBe(src);
    await page.context().close();
  });

  it('moves with the arrow keys and the buttons, wrapping around both ends', async () => {
    const page = await openGallery();
    const last = gallery.length;
    await openAt(page, last - 1);
    await expect.poll(() => counter(page)).toBe(at(last));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe(at(1));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe(at(last));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe(at(last - 1));
    await dialog(page).getByRole('button', { name: t('lightbox.next') }).click();
    await expect.poll(() => counter(page)).toBe(at(last));
    await dialog(page).getByRole('button', { name: t('lightbox.next') }).click();
    await expect.poll(() => counter(page)).toBe(at(1));
    expect(await shownAlt(page)).toBe(gallery[0]!['alt']);
    await dialog(page).getByRole('button', { name: t('lightbox.previous') }).click();
    await expect.poll(() => counter(page)).toBe(at(last));
    await page.context().close();
  });

  it('keeps Tab inside the open viewer', async () => {
    const page = await openGallery();
    await openAt(page, 0);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    const names = new Set<string>();
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
      names.add((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '');
    }
    expect([...names].sort()).toEqual([t('lightbox.close'), t('lightbox.next'), t('lightbox.previous')].sort());
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    await page.context().close();
  });

  it('closes with Escape and gives focus back to the thumbnail that opened it', async () => {
    const page = await openGallery();
    await openAt(page, 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    const label = await thumbs(page).nth(1).getAttribute('aria-label');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    // And it opens again after closing.
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page)).toBe(true);
    await expect.poll(() => counter(page)).toBe(at(2));
    await page.context().close();
  });

  it('opens again when its thumbnail is activated before the close event has arrived', async () => {
    const page = await openGallery();
    await openAt(page, 1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe(at(3));
    // Escape, then Enter on a busy page: the dialog is closed, its close event is still queued,
    // and the thumbnail that opened it is activated first.
    await dialog(page).evaluate((element: HTMLDialogElement) => {
      element.close();
      document.querySelectorAll<HTMLAnchorElement>('[data-section="gallery"] [data-lightbox-thumbs] a')[1]?.click();
    });
    await pendingTasks(page);
    expect(await isOpen(page)).toBe(true);
    expect(await counter(page)).toBe(at(2));
    await page.context().close();
  });

  it('closes on a backdrop click but not on a click on the image', async () => {
    const page = await openGallery(PHONE);
    await openAt(page, 0);
    await dialog(page).locator('img[data-full]').click();
    expect(await isOpen(page)).toBe(true);
    const box = (await dialog(page).locator('figure').boundingBox())!;
    const image = (await dialog(page).locator('img[data-full]').boundingBox())!;
    // A point in the figure outside the picture: below it when the picture is wide, beside it otherwise.
    const y = image.y + image.height + (box.y + box.height - image.y - image.height) / 2;
    await page.mouse.click(box.x + box.width / 2, y);
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(t('lightbox.open', { n: 1, total: gallery.length, alt: gallery[0]!['alt'] }));
    await page.context().close();
  });

  it('labels each thumbnail with its position and picture', async () => {
    const page = await openGallery();
    expect(await thumbs(page).evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).toEqual(
      gallery.map((picture, i) => t('lightbox.open', { n: i + 1, total: gallery.length, alt: picture['alt'] })),
    );
    await page.context().close();
  });
});

describe('count-up badge', () => {
  const BADGE = '[data-post-development-value] [data-count-up]';

  async function clocked(options: BrowserContextOptions = {}) {
    const context = await newContext(options);
    const page = await context.newPage();
    await holdClock(page);
    await page.goto(PROJECT);
    return page;
  }
  const shown = (page: Page) => page.locator(BADGE).locator('[aria-hidden]').textContent();
  const state = (page: Page) => page.locator(BADGE).getAttribute('data-count-up');
  const amount = (text: string | null) => Number(text?.replace(/[^\d.]/g, ''));

  it('holds the final value in the server HTML', async () => {
    const page = await open('/');
    const html = await (await page.request.get(PROJECT)).text();
    expect(html).toMatch(new RegExp(`data-post-development-value[\\s\\S]*?data-count-up="static"><span class="[^"]*">${postDevelopmentValue}</span><span aria-hidden="true" class="[^"]*">${postDevelopmentValue}</span>`));
    await page.context().close();
  });

  it('is reset while out of view, counts over 2 s as soon as any part of it shows, and only once', async () => {
    const page = await clocked();
    // Below the fold: its script has run (it loads 300 px ahead) and reset it, out of sight.
    await page.locator(BADGE).evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight - 150));
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-count-up') === 'waiting', BADGE);
    expect(await shown(page)).toBe(formatAmount(0, project['currency']));
    await page.clock.runFor(3000);
    expect(await state(page)).toBe('waiting');

    // 5 px of it in view is enough.
    await page.locator(BADGE).evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight + 5));
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('data-count-up') === 'running', BADGE);
    await page.clock.runFor(1000);
    const midway = amount(await shown(page));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(project['postDevelopmentValue']);
    expect(await shown(page)).toBe(formatAmount(midway, project['currency']));
    await page.clock.runFor(1100);
    expect(await shown(page)).toBe(postDevelopmentValue);
    expect(await state(page)).toBe('done');
    expect(await page.locator(BADGE).locator('.sr-only').textContent()).toBe(postDevelopmentValue);

    // Once: scrolling away and back does not start it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(BADGE).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.clock.runFor(200);
    expect(await shown(page)).toBe(postDevelopmentValue);
    await page.context().close();
  });

  it('keeps its final value when it is in view as its script starts', async () => {
    const page = await clocked();
    await page.locator(BADGE).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await hydrated(page, '[data-post-development-value]');
    expect(await shown(page)).toBe(postDevelopmentValue);
    await page.clock.runFor(2500);
    await pendingTasks(page);
    expect(await shown(page)).toBe(postDevelopmentValue);
    expect(await state(page)).toBe('static');
    await page.context().close();
  });

  it('shows a value without a number as given', async () => {
    const inWords = entryWith('projects', 'a public project whose investment is given in words', (p) => !p['investorsOnly'] && p['developmentProject']?.['investmentLabel']);
    const context = await newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(routes.project(inWords['slug']));
    const badge = page.locator('[data-total-investment] [data-count-up]');
    await badge.scrollIntoViewIfNeeded();
    await hydrated(page, '[data-total-investment]');
    await page.clock.runFor(2500);
    expect(await badge.locator('[aria-hidden]').textContent()).toBe(inWords['developmentProject']['investmentLabel']);
    expect(await badge.getAttribute('data-count-up')).toBe('static');
    await context.close();
  });

  it('shows the final value at once under reduced motion', async () => {
    const page = await clocked({ reducedMotion: 'reduce' });
    await page.locator(BADGE).scrollIntoViewIfNeeded();
    await hydrated(page, '[data-post-development-value]');
    expect(await shown(page)).toBe(postDevelopmentValue);
    await page.clock.runFor(100);
    expect(await shown(page)).toBe(postDevelopmentValue);
    expect(await state(page)).toBe('static');
    await page.context().close();
  });
});

describe('value badges on a phone', () => {
  const projects = builtPages().filter(({ path, file }) => path.startsWith('/projects/') && /data-(post-development-value|total-investment)/.test(readBuilt(file)));

  it.each(projects)('$path at 390 px: a badge covers no more than a corner of its picture', async ({ path }) => {
    const page = await open(path, { viewport: PHONE });
    const covers = await page.locator('[data-post-development-value], [data-total-investment]').evaluateAll((badges) =>
      badges.map((badge) => {
        const picture = badge.closest('figure')?.querySelector('img')?.getBoundingClientRect();
        const b = badge.getBoundingClientRect();
        if (!picture) return { badge: badge.textContent, width: 0, height: 0 };
        const width = Math.max(0, Math.min(b.right, picture.right) - Math.max(b.left, picture.left)) / picture.width;
        const height = Math.max(0, Math.min(b.bottom, picture.bottom) - Math.max(b.top, picture.top)) / picture.height;
        // A badge beside or under its picture covers none of it.
        const covered = width > 0 && height > 0;
        return { badge: badge.textContent, width: covered ? Math.round(width * 100) / 100 : 0, height: covered ? Math.round(height * 100) / 100 : 0 };
      }),
    );
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) {
      expect(cover.width, `${cover.badge}: share of the picture's width`).toBeLessThanOrEqual(0.5);
      expect(cover.height, `${cover.badge}: share of the picture's height`).toBeLessThanOrEqual(0.5);
    }
    await page.context().close();
  });
});
