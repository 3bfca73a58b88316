/** The top bar's three panels: menu, investor panel and language dropdown. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import type { MenuData } from '@/islands/top-bar/types';
import { localizeFile, routes } from '@/lib/routes';
import { ANCHOR_SCROLL_DELAY_MS, ANCHOR_STORAGE_KEY, AUTH_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '../../src/lib/constants';
import { baseUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { holdClock } from '../support/clock';
import { readYaml, type Data } from '../support/content';
import { isDefaultLanguage } from '../support/site';
import { expanded, hydrateTopBar, panels, toggles, topBarOnlyPages } from '../support/top-bar';
import { animationsDone, frames, pendingTasks } from '../support/wait';

const t = useTranslations('en');
const menu = readYaml('settings/menu.yml');
/** The menu's groups that open (the others are plain links), and the one among them with sub-groups. */
const groups: Data[] = menu['groups'].filter((g: Data) => g['items'] || g['subgroups']);
const nested = groups.find((g) => g['subgroups'])!;
const [plainGroup] = groups.filter((g) => g['items']);
const linkGroup: Data = menu['groups'].find((g: Data) => !g['items'] && !g['subgroups']);
/** A group whose overview is a section of the home page ("/#what-we-do"), and that section's id. */
const anchorGroup = groups.find((g) => g['href']?.startsWith('/#'))!;
const ANCHOR = anchorGroup['href'].slice(2);

/** Generous waits: the machine running the tests may be busy. */
const SLOW = 15_000;

const { open } = useBrowser({ heroVideo: false });
/** Whether the focused element is inside `selector`. */
const focusIn = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.closest(s) !== null && document.activeElement !== document.body, selector);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('top bar before hydration', { timeout: 180_000 }, () => {
  it('without JavaScript, the menu leads to the footer links and the login to its page', async () => {
    const page = await open('/', { javaScriptEnabled: false });
    const toggle = toggles(page);
    expect(await toggle.menu.getAttribute('href')).toBe('#footer-nav');
    expect(await toggle.investor.getAttribute('href')).toBe(routes.investorLogin);
    await toggle.menu.click();
    expect(new URL(page.url()).hash).toBe('#footer-nav');
    expect(await page.locator('#footer-nav').isVisible()).toBe(true);
  });

  it('loads its code only on intent, and a first quick click still opens the panel', async () => {
    const page = await open('/');
    await page.waitForLoadState('networkidle');
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/mount\.[^/]*\.js$/.test(e.name)));
    expect(await loaded()).toBe(false);
    expect(await page.locator('header [data-hydrated]').count()).toBe(0);
    // A click right away: the pointer over the bar starts hydration, the click waits for it.
    await toggles(page).menu.click();
    await expect.poll(() => panels(page).menu.isVisible(), { timeout: SLOW }).toBe(true);
    expect(await loaded()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
  });
});

describe('hydration on intent', { timeout: 180_000 }, () => {
  it('keyboard focus on the top bar hydrates it', async () => {
    const page = await open('/');
    expect(await page.locator('header [data-hydrated]').count()).toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
    await page.locator('header [data-hydrated]').waitFor({ state: 'attached' });
    expect(await toggles(page).menu.getAttribute('role')).toBe('button');
  });

  it('a first tap on a phone opens the menu', async () => {
    const page = await open('/', { viewport: PHONE, hasTouch: true, isMobile: true });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('header [data-hydrated]').count()).toBe(0);
    await toggles(page).menu.tap();
    await panels(page).menu.waitFor();
    expect(new URL(page.url()).hash).toBe('');
  });
});

describe('menu panel', { timeout: 180_000 }, () => {
  it('is a labelled modal dialog sliding in over half the screen on desktop and all of it on phones', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/', { viewport });
      await hydrateTopBar(page);
      const { menu } = toggles(page);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await panels(page).menu.isVisible()).toBe(false);
      await menu.click();
      const dialog = page.getByRole('dialog', { name: t('menu.dialog') });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(async () => (await dialog.boundingBox())?.x, { timeout: SLOW }).toBe(viewport === DESKTOP ? DESKTOP.width / 2 : 0);
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(viewport === DESKTOP ? DESKTOP.width / 2 : PHONE.width);
      await page.context().close();
    }
  });

  it('opens one top-level group at a time; sub-groups open on their own', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).menu.click();
    await panels(page).menu.waitFor({ state: 'visible' });
    await animationsDone(page);
    const group = (name: string) => page.locator('#site-menu').getByRole('button', { name, exact: true });
    const expandedGroups = () => page.locator('#site-menu h2 button[aria-expanded="true"]').allTextContents();

    const link = (name: string) => page.locator('#site-menu').getByRole('link', { name, exact: true });
    const firstLink = plainGroup!['items'][0]['label'];

    expect(await page.locator('#site-menu h2 button').allTextContents()).toEqual(groups.map((g) => g['title']));
    expect(await expandedGroups()).toEqual([]);
    // Each click waits for the region it opened or closed to come to rest: while one grows, the
    // buttons below it move, and a click aimed at where a button was can land beside it.
    await group(plainGroup!['title']).click();
    await expect.poll(expandedGroups, { timeout: SLOW }).toEqual([plainGroup!['title']]);
    await link(firstLink).waitFor({ state: 'visible' });
    await animationsDone(page);

    await group(nested['title']).click();
    await expect.poll(expandedGroups, { timeout: SLOW }).toEqual([nested['title']]);
    await link(firstLink).waitFor({ state: 'hidden' });
    await animationsDone(page);

    // Each sub-group opens on its own, and stays open beside the others.
    for (const subgroup of nested['subgroups']) {
      await group(subgroup['title']).click();
      await expect.poll(() => group(subgroup['title']).getAttribute('aria-expanded'), { timeout: SLOW }).toBe('true');
      await animationsDone(page);
    }
    for (const subgroup of nested['subgroups']) {
      expect(await group(subgroup['title']).getAttribute('aria-expanded')).toBe('true');
      expect(await link(subgroup['items'].at(-1)['label']).isVisible()).toBe(true);
    }

    await group(nested['title']).click();
    await expect.poll(expandedGroups, { timeout: SLOW }).toEqual([]);

    expect(await link(linkGroup['title']).getAttribute('href')).toBe(linkGroup['href']);
    expect(await page.locator('#site-menu').getByRole('button', { name: t('header.investorLogin') }).isVisible()).toBe(true);
    expect(await page.locator('#site-menu').getByRole('group', { name: t('header.language') }).getByRole('link').count()).toBe(LOCALES.length);
    expect(await page.locator('#site-menu').getByRole('navigation', { name: t('footer.legal') }).getByRole('link').allTextContents()).toEqual(menu.legal.map((item: { label: string }) => item.label));
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).menu.focus();
    await page.keyboard.press('Enter');
    await panels(page).menu.waitFor();
    expect(await focusIn(page, '#site-menu')).toBe(true);
    await page.keyboard.press('Escape');
    await panels(page).menu.waitFor({ state: 'hidden' });
    expect(await toggles(page).menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
  });

  it('closes on a click on the backdrop', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).menu.click();
    await panels(page).menu.waitFor();
    await page.mouse.click(200, 500);
    await panels(page).menu.waitFor({ state: 'hidden' });
    expect(await toggles(page).menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps Tab inside while open', async () => {
    const page = await open('/', { viewport: PHONE });
    await hydrateTopBar(page);
    await toggles(page).menu.click();
    await panels(page).menu.waitFor();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await focusIn(page, '#site-menu')).toBe(true);
    }
  });

  it('closes when a link is followed and scrolls to an anchor of the same page', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).menu.click();
    await page.locator('#site-menu').getByRole('button', { name: anchorGroup['title'], exact: true }).click();
    await page.locator(`#site-menu a[href="${anchorGroup['href']}"]`).click();
    await panels(page).menu.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe(`#${ANCHOR}`);
    await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), ANCHOR), { timeout: SLOW }).toBeLessThan(120);
  });

  it(`from another page, an anchor link goes home and scrolls there after ${ANCHOR_SCROLL_DELAY_MS} ms`, async () => {
    const [other] = topBarOnlyPages().filter((path) => path !== '/' && isDefaultLanguage(path));
    expect(other, 'a page other than home with the top bar').toBeDefined();
    const page = await open('about:blank');
    // Time stands still from here on, except when the test moves it.
    await holdClock(page);
    await page.goto(other!);
    await hydrateTopBar(page);
    await toggles(page).menu.click();
    // The panel slides in with the page's clock: move it on until the panel is in place.
    await page.clock.runFor(1000);
    await page.locator('#site-menu').getByRole('button', { name: anchorGroup['title'], exact: true }).click();
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.locator(`#site-menu a[href="${anchorGroup['href']}"]`).click()]);
    await page.waitForLoadState('load');
    const top = () => page.evaluate(() => window.scrollY);

    await page.clock.runFor(ANCHOR_SCROLL_DELAY_MS - 1);
    await pendingTasks(page);
    expect(await top()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    await page.clock.runFor(1);
    await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), ANCHOR), { timeout: SLOW }).toBeLessThan(120);
    expect(await top()).toBeGreaterThan(400);
    expect(new URL(page.url()).hash).toBe(`#${ANCHOR}`);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), ANCHOR_STORAGE_KEY)).toBeNull();
  });

  it('every menu link leads to a page (status < 400)', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    const hrefs = await page.locator('#site-menu a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    const broken: string[] = [];
    for (const href of new Set(hrefs.map((h) => h.split('#')[0] || '/'))) {
      const response = await page.request.get(href, { maxRedirects: 5 });
      if (response.status() >= 400) broken.push(`${href} → ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });

  it("lists the links of the page's language from its menu file, with the page being shown marked", async () => {
    const language = LOCALES.map((l) => l.code).find((code) => !isDefaultLanguage(`/${code}`))!;
    const response = await fetch(new URL(localizeFile(routes.menuData, language), baseUrl()));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const data = (await response.json()) as MenuData;
    const shown = data.groups.flatMap((g) => g.items)[0]!;
    const page = await open(shown.href);
    // The links travel in the menu file, not in the props of every page.
    const props = await page.locator('header [data-top-bar]').getAttribute('data-top-bar');
    for (const link of data.legal) expect(props).not.toContain(`"${link.href}"`);
    // So do the words of the panels and notifications, which the panels show once it has arrived.
    for (const words of [data.strings.menuDialog, data.strings.investorSubtitle, data.strings.notifications]) expect(props).not.toContain(`"${words}"`);
    await hydrateTopBar(page);
    await toggles(page).menu.click();
    await panels(page).menu.waitFor();
    expect(await panels(page).menu.getAttribute('aria-label')).toBe(data.strings.menuDialog);
    expect(await page.locator('#site-menu h2 button').allTextContents()).toEqual(data.groups.filter((g) => g.items.length || g.subgroups.length).map((g) => g.title));
    const current = panels(page).menu.locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe(shown.href);
    expect(await current.innerText()).toBe(shown.label);
  });
});

describe('investor panel', { timeout: 180_000 }, () => {
  it('covers the screen from 80 px below the top with the portal form', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).investor.click();
    const dialog = page.getByRole('dialog', { name: t('investor.title') });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(async () => await dialog.boundingBox(), { timeout: SLOW }).toEqual({ x: 0, y: 80, width: DESKTOP.width, height: DESKTOP.height - 80 });
    expect(await dialog.getByText(t('investor.subtitle')).isVisible()).toBe(true);
    expect(await dialog.getByLabel(t('investor.email')).getAttribute('type')).toBe('email');
    expect(await dialog.getByLabel(t('investor.password')).getAttribute('type')).toBe('password');
    expect(await dialog.getByRole('button', { name: t('investor.submit') }).getAttribute('type')).toBe('submit');
    expect(await dialog.getByRole('link', { name: t('investor.inquiryLink') }).getAttribute('href')).toBe(routes.contact);
    expect(await focusedId(page)).toBe('investor-email');
  });

  it('submitting does not pretend to log in', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).investor.click();
    const dialog = page.getByRole('dialog', { name: t('investor.title') });
    await dialog.getByLabel(t('investor.email')).fill('investor@example.com');
    await dialog.getByLabel(t('investor.password')).fill('secret');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await dialog.getByRole('button', { name: t('investor.submit') }).click();
    // The answer to a wrong password is a notice; once it shows, the submission is over.
    await page.locator('[data-toast]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await dialog.isVisible()).toBe(true);
    expect(requests).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  });

  it('locks the page scroll while open, traps focus and gives it back on close', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    const box = (await toggles(page).investor.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await panels(page).investor.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.move(700, 30);
    // The wheel reaches the page, and two frames later any scroll it caused would have begun.
    const wheeled = page.evaluate(() => new Promise<void>((resolve) => addEventListener('wheel', () => resolve(), { once: true, passive: true })));
    await page.mouse.wheel(0, 800);
    await wheeled;
    await frames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIn(page, '#investor-panel')).toBe(true);
    }

    await page.keyboard.press('Escape');
    await panels(page).investor.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('investor-panel');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('visible');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: SLOW }).toBeGreaterThan(300);
  });

  it('closes on the close button and on the backdrop', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).investor.click();
    await page.getByRole('button', { name: t('investor.close') }).click();
    await panels(page).investor.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('investor-panel');

    await toggles(page).investor.click();
    // The strip between the top bar and the panel, once the panel has slid into place.
    await expect.poll(async () => (await panels(page).investor.boundingBox())?.y, { timeout: SLOW }).toBe(80);
    await page.mouse.click(700, 76);
    await panels(page).investor.waitFor({ state: 'hidden' });
  });
});

describe('language dropdown', { timeout: 180_000 }, () => {
  it('offers the four languages with English current, and closes on Escape and outside clicks', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    const { language } = toggles(page);
    expect(await language.getAttribute('aria-expanded')).toBe('false');
    await language.click();
    await expect.poll(() => language.getAttribute('aria-expanded'), { timeout: SLOW }).toBe('true');
    const list = panels(page).language;
    expect((await list.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual(LOCALES.map((l) => `${l.code.toUpperCase()} ${l.label}`));
    expect(await list.locator('[aria-current="true"]').innerText()).toContain(LOCALES[0]!.label);

    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('language-list');

    await language.click();
    await list.waitFor({ state: 'visible' });
    await page.mouse.click(300, 600);
    await list.waitFor({ state: 'hidden' });
    expect(await language.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches to the same page in the chosen language and remembers the choice', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    await toggles(page).language.click();
    const german = LOCALES.find((l) => l.code === 'de')!;
    await Promise.all([page.waitForURL((url) => url.pathname === '/de'), panels(page).language.getByRole('link', { name: german.label }).click()]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(german.lang);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(await toggles(page).language.innerText()).toContain('DE');

    await hydrateTopBar(page);
    await toggles(page).menu.click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.locator('#site-menu [role="group"] a[hreflang="en"]').click(),
    ]);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('the three panels', { timeout: 180_000 }, () => {
  it('are never open together', async () => {
    const page = await open('/');
    await hydrateTopBar(page);
    const toggle = toggles(page);
    const p = panels(page);

    await toggle.language.click();
    await expect.poll(() => expanded(page), { timeout: SLOW }).toEqual({ language: 'true', investor: 'false', menu: 'false' });

    await toggle.investor.click();
    await p.investor.waitFor();
    expect(await expanded(page)).toEqual({ language: 'false', investor: 'true', menu: 'false' });
    expect(await p.language.isVisible()).toBe(false);

    await toggle.menu.click();
    await p.menu.waitFor();
    expect(await expanded(page)).toEqual({ language: 'false', investor: 'false', menu: 'true' });
    await p.investor.waitFor({ state: 'hidden' });

    await page.locator('#site-menu').getByRole('button', { name: t('header.investorLogin') }).click();
    await p.investor.waitFor();
    expect(await expanded(page)).toEqual({ language: 'false', investor: 'true', menu: 'false' });
    await p.menu.waitFor({ state: 'hidden' });
    expect(await focusedId(page)).toBe('investor-email');

    await page.keyboard.press('Escape');
    expect(await expanded(page)).toEqual({ language: 'false', investor: 'false', menu: 'false' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('investor-panel');
  });
});

describe('the focus ring in the top bar', { timeout: 180_000 }, () => {
  const IVORY = 'rgb(244, 239, 230)';
  const INK = 'rgb(20, 40, 60)';

  it("takes the bar's colour: ivory over the home hero, ink once the bar has turned solid", async () => {
    const page = await open('/');
    const home = page.locator('header.site-header a').first();
    const ring = () => home.evaluate((el) => ({ focused: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineColor, text: getComputedStyle(el).color }));
    // From the top of the page by keyboard: the skip link comes first, then the bar's home link.
    for (let presses = 0; presses < 5 && !(await ring()).focused; presses++) await page.keyboard.press('Tab');
    expect(await ring()).toEqual({ focused: true, outline: IVORY, text: IVORY });

    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    await expect.poll(async () => (await ring()).text, { timeout: SLOW }).toBe(INK);
    expect(await ring()).toEqual({ focused: true, outline: INK, text: INK });
  });
});
