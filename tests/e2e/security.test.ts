/**
 * Every page template in Chromium and the islands at work (menu, investor panel, hero carousel,
 * news filter, lightbox, investor login), the languages taking turns, with not one Content
 * Security Policy violation or console error. The policies themselves are read from the build's
 * files in tests/dist/security.test.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/languages';
import { localizePath } from '@/lib/routes';
import { logInOnPage, protectedEntries } from '../support/access';
import { baseUrl, DESKTOP, useBrowser } from '../support/browser';
import { builtPages, fileFor, readBuilt } from '../support/site';
import { templatePages } from '../support/templates';
import { panels, toggles } from '../support/top-bar';

const { browser } = useBrowser();

/** Everything that goes wrong on a page: policy violations, console errors and uncaught exceptions. */
async function watch(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding('reportViolation', ({ page }, text: string) => problems.push(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`violation of ${event.effectiveDirective} by ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.page()?.url()}: console error: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
  return problems;
}

async function newContext() {
  const context = await browser().newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  return { context, problems: await watch(context) };
}

/** How long one island may take to come to life once its turn comes. */
const HYDRATION_MS = 20_000;

/**
 * Brings every island of the page to life: the top bar by intent, the others by scrolling to them.
 * Each island has HYDRATION_MS, and one that stays asleep fails the test with its component's name.
 */
async function hydrateAll(page: Page) {
  const bar = page.locator('header.site-header');
  if (await bar.count()) {
    await bar.hover();
    await bar.locator('[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATION_MS });
  }
  await page.evaluate(async (ms) => {
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      // An island is `display: contents`: what scrolls into view, and what it watches, is its content.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      await new Promise<void>((resolve, reject) => {
        const awake = () => !island.hasAttribute('ssr');
        if (awake()) return resolve();
        const timer = setTimeout(() => reject(new Error(`${island.getAttribute('component-url')} did not hydrate within ${ms} ms`)), ms);
        new MutationObserver((_, observer) => {
          if (!awake()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        }).observe(island, { attributes: true });
      });
    }
  }, HYDRATION_MS);
}

/** Opens a page in a watched context, lets `use` put its islands to work, and expects not one problem. */
async function atWork(path: string, use: (page: Page) => Promise<void>) {
  const { context, problems } = await newContext();
  const page = await context.newPage();
  await page.goto(path);
  await use(page);
  expect(problems).toEqual([]);
  await context.close();
}

const languages = LOCALES.map((locale) => locale.code);
const templates = templatePages().filter((t): t is { template: string; path: string } => t.path !== undefined);

describe.concurrent('every page template, in Chromium', () => {
  it('covers every template', () => {
    expect(templates.length).toBe(templatePages().length);
  });

  // A template's scripts and styles are the same in every language (each page's policy, in every
  // language, is checked from its file above); what a language changes is the words. So the
  // templates take the languages in turn, and the islands below are put to work in all of them.
  const visits = templates.map(({ template, path }, i) => {
    const language = languages[i % languages.length]!;
    return [template, language, localizePath(path, language)] as const;
  });
  it.each(visits)('%s (%s: %s) runs with no violation or console error', (_, __, path) => atWork(path, hydrateAll));

  it.each(languages)('the 404 page (%s) runs with no violation', async (language) => {
    const { context, problems } = await newContext();
    const page = await context.newPage();
    const response = await page.goto(localizePath('/no-such-page', language), { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await hydrateAll(page);
    // The one expected console error: the browser reports the page's own 404 status.
    expect(problems.filter((problem) => !/console error: Failed to load resource: .* 404/.test(problem))).toEqual([]);
    await context.close();
  });
});

/**
 * Each island at work, in one language: like the templates above, the islands take the languages
 * in turn, since a language changes their words, not their scripts or styles.
 */
const ISLANDS: [name: string, check: (language: string) => Promise<void>][] = [
  [
    'top bar: the language list, the menu and the investor panel open and close',
    (language) =>
      atWork(localizePath('/', language), async (page) => {
        await hydrateAll(page);
        for (const name of ['menu', 'investor', 'language'] as const) {
          await toggles(page)[name].click();
          await expect.poll(() => panels(page)[name].isVisible()).toBe(true);
          await page.keyboard.press('Escape');
          await expect.poll(() => panels(page)[name].isVisible()).toBe(false);
        }
      }),
  ],
  [
    'hero carousel: the video plays and the slides move on',
    (language) =>
      atWork(localizePath('/', language), async (page) => {
        await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
        const video = page.locator('section[aria-roledescription="carousel"] video');
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
        const first = await page.locator('[data-slide]').getAttribute('data-slide');
        await expect.poll(() => page.locator('[data-slide]').getAttribute('data-slide'), { timeout: 20_000 }).not.toBe(first);
        await page.locator('section[aria-roledescription="carousel"] [role="group"] button').first().click();
        await expect.poll(() => page.locator('[data-slide]').getAttribute('data-slide')).toBe('0');
      }),
  ],
  [
    'news filter: a filter narrows the list',
    (language) =>
      atWork(localizePath('/news/press', language), async (page) => {
        await page.locator('.filter-bar[data-ready]').waitFor();
        const entries = page.locator('li[data-filter-entry]:visible');
        const all = await entries.count();
        await page.locator('.filter-bar [role="group"] button').nth(1).click();
        await expect.poll(() => entries.count()).toBeLessThan(all);
      }),
  ],
  [
    'lightbox: a thumbnail opens the picture in the dialog',
    (language) => {
      const project = builtPages().find(({ path, file }) => path.startsWith('/projects/') && /data-lightbox-thumbs/.test(readBuilt(file)) && !/data-investor-only/.test(readBuilt(file)));
      expect(project, 'a public project page with a gallery').toBeDefined();
      return atWork(localizePath(project!.path, language), async (page) => {
        const thumbs = page.locator('[data-lightbox-thumbs]').first();
        await thumbs.scrollIntoViewIfNeeded();
        await page.locator('[data-lightbox-thumbs][data-hydrated]').first().waitFor({ state: 'attached' });
        await thumbs.locator('a').first().click();
        await page.locator('dialog[open] img[data-full]').waitFor();
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      });
    },
  ],
  [
    'investor login: a wrong password, then the right one, and the protected page opens',
    (language) => {
      const entry = protectedEntries().find((e) => fileFor(e.path));
      expect(entry, 'a built protected page').toBeDefined();
      const target = localizePath(entry!.path, language);
      return atWork(target, async (page) => {
        await page.waitForURL((url) => url.pathname === localizePath('/investor-login', language));
        await logInOnPage(page, 'not-the-password');
        await page.locator('[data-toast="destructive"]').waitFor({ timeout: 20_000 });
        await logInOnPage(page);
        await page.waitForURL((url) => url.pathname === target, { timeout: 20_000 });
        await page.locator('[data-investor-only][data-open]').first().waitFor({ state: 'attached', timeout: 20_000 });
        await hydrateAll(page);
      });
    },
  ],
];

// Every wait inside these tests is bounded and says what it waited for; the tests' own limit is
// above the sum of those bounds, so a step that is too slow fails by its name.
describe('the islands at work, under the policy', { timeout: 180_000 }, () => {
  it.each(ISLANDS.map(([name, check], i) => [name, languages[i % languages.length]!, check] as const))('%s (%s)', (_, language, check) => check(language));
});
