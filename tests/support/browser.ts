/** A real Chromium for the browser tests, launched once per test file. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type ViewportSize } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** The Chromium `npm test` found (CHROME_PATH), or the one scripts/chromium.mjs finds. */
export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error('No Chromium found: `npm test` installs one, or set CHROME_PATH.');
  return path;
}

export function launch() {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A new page of `context` at a file of the site with nothing on it (robots.txt), where a test may
 * prepare (hold the clock, listen) before it goes to the page it is about. Chromium's headless
 * shell puts the pointer of a page's first document at its top left corner, over the top bar,
 * which wakes for a pointer over it: whether it had by the time a test looked depended on the
 * machine's speed. The documents after the first have no pointer over them, as a visitor's page
 * reached from another page of the site has none.
 */
export async function newPageAtRest(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/robots.txt');
  return page;
}

/**
 * Makes the pages of `context` those of a visitor who asks to save data (`navigator.connection.saveData`),
 * for whom the home page shows its slides' photos instead of the background video. Decoding and
 * drawing that video kept 0.8 of a core busy for as long as the home page was open, for tests
 * that are about something else on it; the video has tests of its own (home.test.ts).
 */
export const savingData = (context: BrowserContext) => context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));

/**
 * Registers a browser for the current test file and returns a way to open pages in fresh
 * contexts (so storage and focus never leak between tests). The contexts a test opens are closed
 * when it ends: a page left open goes on playing its video and animations, and a file's worth of
 * them would keep the processor busy for every later test. So the tests of a file that uses this
 * run one after another, not concurrently. With `heroVideo: false` the home page shows photos
 * instead of its video (`savingData`).
 */
export function useBrowser({ heroVideo = true }: { heroVideo?: boolean } = {}) {
  let browser: Browser;
  const opened = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    await Promise.all([...opened].map((context) => context.close()));
    opened.clear();
  });
  afterAll(async () => {
    await browser?.close();
  });
  /** A fresh context at desktop size on the site under test, closed when the test ends. */
  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), ...options });
    if (!heroVideo) await savingData(context);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  }
  return {
    newContext,
    /**
     * A page at `path` in a fresh context, with no pointer over it (`newPageAtRest`); at
     * `about:blank` it stays on the site's robots.txt. `prepare` runs on the fresh context before
     * the page loads (to start logged in, say).
     */
    async open(path: string, options: BrowserContextOptions = {}, prepare?: (context: BrowserContext) => Promise<void>): Promise<Page> {
      const context = await newContext(options);
      await prepare?.(context);
      const page = await newPageAtRest(context);
      if (path !== 'about:blank') await page.goto(path);
      return page;
    },
    browser: () => browser,
  };
}

/**
 * Registers a browser and one context for the current test file, for tests that read many pages
 * side by side (each opens and closes its own page in the shared context, or borrows one from
 * `withPage`).
 */
export function useSharedContext(options: BrowserContextOptions) {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce', ...options });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { context: () => context, browser: () => browser, withPage: pagePool(() => context, options.viewport ?? DESKTOP) };
}

/**
 * Lends the pages of a context to checks that each read one address, one check at a time per
 * page: a page that goes on to the next address costs half of what a new page does (a new page
 * starts a renderer). A page comes back at `viewport`; one whose check failed is closed, so
 * nothing it was left doing reaches the next check.
 */
export function pagePool(context: () => BrowserContext, viewport: ViewportSize | null) {
  const idle: Page[] = [];
  return async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
    const page = idle.pop() ?? (await context().newPage());
    const result = await use(page).catch(async (error: unknown) => {
      await page.close();
      throw error;
    });
    if (viewport && page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport);
    idle.push(page);
    return result;
  };
}
