/**
 * The site without JavaScript: every page offers its other languages as plain links, gallery
 * thumbnails open their pictures, a project's phases open as native disclosures, a 404 says what
 * happened in the visitor's language and area, controls that need a script are not shown, and
 * nothing waits, invisible, for a script that never runs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import { CAPABILITY_FALLBACK, NOT_FOUND_AREAS } from '@/lib/not-found';
import { localizePath, routes } from '@/lib/routes';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { plain, readYaml, type Data } from '../support/content';
import { builtPages, isDefaultLanguage, readBuilt } from '../support/site';
import { templatePage, templatePages } from '../support/templates';
import { toggles } from '../support/top-bar';

const { open } = useBrowser();
const noScript = (viewport: { width: number; height: number } = DESKTOP) => ({ viewport, javaScriptEnabled: false });

const templates = templatePages().filter((t): t is { template: string; path: string } => t.path !== undefined);
const PROJECT = templatePage('projects/[slug].astro');
/** The English pages with a gallery (a project's own and its completed vision). */
const galleryPages = builtPages()
  .filter(({ path, file }) => path.startsWith('/projects/') && isDefaultLanguage(path) && readBuilt(file).includes('data-lightbox-thumbs'))
  .map(({ path }) => path);
/** A not-found page's links, as [label, address, shown]. */
const notFoundLinks = (page: Page) => page.locator('[data-not-found] a').evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href'), a.checkVisibility()]));

/** The top bar's language links, as [short code, address, shown]. */
const languageLinks = (page: Page) =>
  page.locator('header a[hreflang]').evaluateAll((links) => links.map((a) => [a.querySelector('span')?.textContent, a.getAttribute('href'), a.checkVisibility()]));

describe('without JavaScript', { timeout: 300_000 }, () => {
  for (const viewport of [PHONE, DESKTOP]) {
    // The links are the same at every width: they are followed on the phone, each language's
    // page opening the next language's (every address each link has is checked on every page).
    const follow = viewport === PHONE;
    it(`the top bar links the page in every language${follow ? ', and a link opens it,' : ''} at ${viewport.width} px`, async () => {
      const page = await open('about:blank', noScript(viewport));
      for (const path of ['/', PROJECT]) {
        for (const [i, from] of LOCALES.entries()) {
          await page.goto(localizePath(path, from.code));
          expect(await toggles(page).language.isVisible()).toBe(false);
          expect(await languageLinks(page)).toEqual(LOCALES.map((l) => [l.code.toUpperCase(), localizePath(path, l.code), true]));
          expect(await page.locator('header a[aria-current="true"][hreflang]').getAttribute('hreflang')).toBe(from.lang);
          // The bar still fits the screen with the links in it.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
          if (!follow) continue;
          const to = LOCALES[(i + 1) % LOCALES.length]!;
          const target = localizePath(path, to.code);
          await Promise.all([page.waitForURL((url) => url.pathname === target), page.locator(`header a[hreflang="${to.lang}"]`).click()]);
          expect(await page.locator('html').getAttribute('lang')).toBe(to.lang);
        }
      }
    });
  }

  it('gallery thumbnails link to their full-size pictures', async () => {
    expect(galleryPages).toContain(PROJECT);
    for (const path of galleryPages) {
      const page = await open(path, noScript());
      const hrefs = await page.locator('[data-lightbox-thumbs] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) {
        const response = await page.request.get(href);
        expect([href, response.status(), response.headers()['content-type']]).toEqual([href, 200, expect.stringMatching(/^image\//)]);
      }
      await page.locator('[data-lightbox-thumbs] a').first().click();
      await page.waitForURL((url) => url.pathname === hrefs[0]);
      await page.context().close();
    }
  });

  it("a project's phases are native disclosures: the first open, the others open on a click", async () => {
    const phases: Data[] = readYaml(`projects/${PROJECT.split('/').pop()}.en.yml`)['developmentProject']['phases'];
    const page = await open(PROJECT, noScript(PHONE));
    const details = page.locator('[data-phase-accordion] details');
    expect(await details.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open))).toEqual(phases.map((_, i) => i === 0));
    expect(await details.locator('summary h4').allInnerTexts()).toEqual(phases.map((p) => plain(p['title'])));
    const second = details.nth(1);
    expect(await second.locator('[role="region"]').isVisible()).toBe(false);
    await second.locator('summary').click();
    await expect.poll(() => second.locator('[role="region"]').isVisible()).toBe(true);
    expect(await second.locator('[role="region"] li').allInnerTexts()).toEqual(phases[1]!['items'].map(plain));
  });

  it('a miss under each area answers 404 with that area’s message and link back, in every language', async () => {
    const page = await open('about:blank', noScript(PHONE));
    for (const { code } of LOCALES) {
      const t = useTranslations(code);
      for (const area of NOT_FOUND_AREAS) {
        const path = localizePath(`${area.prefix}no-such-entry`, code);
        expect((await page.goto(path))?.status(), path).toBe(404);
        expect(await page.locator('h1').innerText(), path).toBe(t(area.title));
        expect(await page.locator('[data-not-found-text]').innerText(), path).toBe(t('notFound.areaText'));
        expect(await notFoundLinks(page), path).toEqual([[t(area.linkLabel), localizePath(area.href, code), true]]);
      }
      // Elsewhere the general message: the capability fallback is the script's, which does not run,
      // unless the server itself sends an unknown capability type to the investment page (nginx).
      for (const prefix of [CAPABILITY_FALLBACK.prefix, '/']) {
        const path = localizePath(`${prefix}no-such-entry`, code);
        const response = await page.goto(path);
        if (prefix === CAPABILITY_FALLBACK.prefix && response?.request().redirectedFrom()) {
          expect(new URL(page.url()).pathname, path).toBe(localizePath(CAPABILITY_FALLBACK.href, code));
          continue;
        }
        expect(response?.status(), path).toBe(404);
        expect(await page.locator('h1').innerText(), path).toBe(t('notFound.title'));
        expect(await page.locator('[data-not-found-text]').innerText(), path).toBe(`${t('notFound.heading')}. ${t('notFound.text')}`);
        expect(await notFoundLinks(page), path).toEqual([
          [t('notFound.home'), localizePath('/', code), true],
          [t('notFound.portfolio'), localizePath(routes.portfolio, code), true],
        ]);
      }
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the home hero shows no slide buttons and no pause button, which could not work, at ${viewport.width} px`, async () => {
      const page = await open('/', noScript(viewport));
      const buttons = page.locator('astro-island[component-url*="HeroCarousel"] button');
      expect(await buttons.count()).toBeGreaterThan(0);
      expect(await buttons.evaluateAll((all) => all.filter((b) => b.checkVisibility()).length)).toBe(0);
      await page.context().close();
    });
  }

  it('the news lists leave no empty row where the filter buttons would be', async () => {
    const page = await open('about:blank', noScript(PHONE));
    for (const path of [routes.companyNews, routes.press, routes.reports]) {
      await page.goto(path);
      const bar = page.locator('.filter-bar');
      expect(await bar.count(), path).toBe(1);
      expect(await bar.evaluate((el) => el.checkVisibility()), path).toBe(false);
    }
  });

  it('leaves no content invisible and no dead button in the top bar, on a page of every template', async () => {
    const page = await open('about:blank', noScript(PHONE));
    for (const { template, path } of templates) {
      await page.goto(path);
      // Text and pictures the layout shows (not display: none, not a closed disclosure) but an
      // opacity or visibility waiting for a script keeps from view. Decorative copies
      // (aria-hidden), controls that only work with JavaScript, kept out of view, and the inert
      // slides behind the hero's first one (hidden by design, not waiting for a script) are not content.
      const invisible = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => (el instanceof HTMLImageElement || [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) && !el.closest('[aria-hidden="true"], button, [inert]'))
          .filter((el) => el.checkVisibility() && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((el) => `${el.tagName}: ${el.textContent?.trim().slice(0, 60)}`),
      );
      expect(invisible, template).toEqual([]);
      expect(await page.locator('header button').evaluateAll((buttons) => buttons.filter((b) => b.checkVisibility()).length), template).toBe(0);
    }
  });
});
