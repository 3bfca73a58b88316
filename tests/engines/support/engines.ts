/**
 * The three engines a visitor reads the site in, behind one small interface: Chromium
 * (playwright-core), Firefox (puppeteer-core over WebDriver BiDi) and WebKit (WebKitGTK's
 * MiniBrowser through WebKitWebDriver, selenium-webdriver, in an Xvfb display of its own). A test
 * names the engines it runs in (`inEngines`) and drives an `EnginePage`; how each engine is driven
 * stays here. Each test gets a fresh page: a fresh context in Chromium and Firefox, and in WebKit
 * (one session per file, as a session costs seconds to start) the site's storage emptied first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chromium, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { findFirefox, findWebKit } from '../../../scripts/engines.mjs';
import { freePort } from '../../../scripts/measure.mjs';
import { startProxy, type Proxy } from './proxy';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
type Size = { width: number; height: number };
type Point = { x: number; y: number };
type Key = 'Escape' | 'Tab' | 'Enter' | 'ArrowRight' | 'ArrowLeft';
/** WebDriver's codes of the keys (W3C WebDriver, "keyboard actions"). */
const KEY_CODES: Record<Key, string> = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007', ArrowRight: '\uE014', ArrowLeft: '\uE012' };
/** A page's options: `javaScript: false` opens it as a visitor with scripts turned off. */
export interface PageOptions {
  javaScript?: boolean;
}
/** The points a swipe passes through, as a finger's moves are reported. */
const STEPS = 8;
const along = (from: Point, to: Point) => Array.from({ length: STEPS }, (_, i) => ({ x: Math.round(from.x + ((to.x - from.x) * (i + 1)) / STEPS), y: Math.round(from.y + ((to.y - from.y) * (i + 1)) / STEPS) }));

/** A page of the site in one engine. Selectors are CSS; `evaluate` takes a function's source, run in the page with `arg`. */
export interface EnginePage {
  readonly engine: Engine;
  goto(path: string): Promise<void>;
  evaluate<T>(fn: (arg: never) => T | Promise<T>, arg?: unknown): Promise<T>;
  /** A real pointer's click in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  /** Types `text` into the field `selector` names, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** The pointer over `first`, then `ms` later a click on `second`: a visitor's quick move. */
  hoverThenClick(first: string, second: string, ms: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** One finger dragged from `from` to `to` (viewport pixels), then lifted: Firefox only, whose driver has touch input that reaches the page. */
  swipe?(from: Point, to: Point): Promise<void>;
  setViewport(size: Size): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Script errors and unhandled rejections of every page of this test so far: those the pages recorded (tests/engines/support/proxy.ts), each led by its path, and those the driver heard of. */
  errors(): Promise<string[]>;
}

/** Whether `engine` can be had on this machine (`npm test` installs it as root on Debian). */
function available(engine: Engine): boolean {
  if (engine === 'chromium') return Boolean(findChromium());
  return Boolean(engine === 'firefox' ? findFirefox() : findWebKit());
}

/** Waits in the page until `fn` (a function's source) returns something truthy, and returns it. */
export async function waitIn<T>(page: EnginePage, fn: (arg: never) => T, arg?: unknown, timeout = 30_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    // A page between two documents answers nothing: asked again once the next has begun.
    const value = await page.evaluate(fn, arg).catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${page.engine}: timed out waiting for ${fn.toString().slice(0, 200)}`);
    // A poll's interval, as expect.poll's: the page's state is read again, never the test retried.
    await new Promise((next) => setTimeout(next, 100));
  }
}

const readErrors = () => JSON.parse(sessionStorage.getItem('engine-test-errors') ?? '[]') as string[];

/** The source of `fn`, called with `arg`: the one form of script every driver takes. */
const call = (fn: (arg: never) => unknown, arg: unknown) => `return (${fn.toString()})(${JSON.stringify(arg ?? null)})`;

interface Driver {
  page(size: Size): Promise<EnginePage>;
  endTest(): Promise<void>;
  close(): Promise<void>;
}

async function playwrightDriver(site: () => string, { javaScript = true }: PageOptions): Promise<Driver> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found.');
  const browser: PlaywrightBrowser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const pages: PlaywrightPage[] = [];
  return {
    async page(size) {
      const context = await browser.newContext({ viewport: size, baseURL: site(), javaScriptEnabled: javaScript });
      const page = await context.newPage();
      pages.push(page);
      const thrown: string[] = [];
      page.on('pageerror', (error) => thrown.push(`error ${error.message}`));
      // Chromium's headless shell puts a first document's pointer over the top bar (tests/support/browser.ts).
      await page.goto('/robots.txt');
      return {
        engine: 'chromium',
        goto: async (path) => void (await page.goto(path)),
        evaluate: (fn, arg) => page.evaluate(new Function(call(fn, arg)) as () => never),
        click: (selector) => page.click(selector),
        hover: (selector) => page.hover(selector),
        type: (selector, text) => page.locator(selector).pressSequentially(text),
        hoverThenClick: async (first, second, ms) => {
          await page.hover(first);
          await new Promise((next) => setTimeout(next, ms));
          await page.click(second, { noWaitAfter: true });
        },
        press: (key) => page.keyboard.press(key),
        setViewport: (next) => page.setViewportSize(next),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        errors: async () => [...(await page.evaluate(readErrors)), ...thrown],
      };
    },
    endTest: async () => void (await Promise.all(pages.splice(0).map((page) => page.context().close()))),
    close: () => browser.close(),
  };
}

async function puppeteerDriver(site: () => string, { javaScript = true }: PageOptions): Promise<Driver> {
  // Scripts are turned off for the whole browser: WebDriver BiDi in Firefox has no command to turn off a page's (emulation.setScriptingEnabled).
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
  });
  const contexts: Awaited<ReturnType<PuppeteerBrowser['createBrowserContext']>>[] = [];
  return {
    async page(size) {
      const context = await browser.createBrowserContext();
      contexts.push(context);
      const page: PuppeteerPage = await context.newPage();
      const thrown: string[] = [];
      page.on('pageerror', (error) => {
        const message = error instanceof Error ? error.message : String(error);
        // A font download the next page's navigation cancelled (NS_BINDING_ABORTED), which Firefox logs as an error.
        if (!message.includes('status=2152398850')) thrown.push(`error ${message}`);
      });
      await page.setViewport(size);
      await page.goto(new URL('/robots.txt', site()).href);
      return {
        engine: 'firefox',
        goto: async (path) => void (await page.goto(new URL(path, site()).href)),
        evaluate: (fn, arg) => page.evaluate(new Function(call(fn, arg)) as () => never),
        click: (selector) => page.click(selector),
        hover: (selector) => page.hover(selector),
        type: (selector, text) => page.type(selector, text),
        hoverThenClick: async (first, second, ms) => {
          await page.hover(first);
          await new Promise((next) => setTimeout(next, ms));
          await page.click(second);
        },
        press: (key) => page.keyboard.press(key),
        swipe: async (from, to) => {
          await page.touchscreen.touchStart(from.x, from.y);
          for (const point of along(from, to)) await page.touchscreen.touchMove(point.x, point.y);
          await page.touchscreen.touchEnd();
        },
        setViewport: (next) => page.setViewport(next),
        screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
        errors: async () => [...(await page.evaluate(readErrors)), ...thrown],
      };
    },
    endTest: async () => void (await Promise.all(contexts.splice(0).map((context) => context.close()))),
    close: () => browser.close(),
  };
}

/** An X display of its own, its number chosen by Xvfb (`-displayfd`). */
async function virtualDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const [chunk] = (await once(child.stdio[3]!, 'data')) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, process: child };
}

async function webdriverDriver(site: () => string, { javaScript = true }: PageOptions): Promise<Driver> {
  const webkit = findWebKit();
  if (!webkit) throw new Error('No WebKit found.');
  const { display, process: xvfb } = await virtualDisplay(webkit.xvfb);
  const port = await freePort();
  const server = spawn(webkit.driver, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  let driver: WebDriver | undefined;
  const stop = () => {
    server.kill();
    xvfb.kill();
  };
  try {
    // The driver answers once it listens: the session is asked for until then, as a test polls.
    for (let tries = 0; !driver; tries++) {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: webkit.browser, args: ['--automation', ...(javaScript ? [] : ['--enable-javascript=false'])] } })
        .build()
        .catch(async (error: unknown) => {
          if (tries > 100) throw error;
          await new Promise((next) => setTimeout(next, 100));
          return undefined;
        });
    }
  } catch (error) {
    stop();
    throw error;
  }
  const session = driver;
  const evaluate = <T,>(fn: (arg: never) => unknown, arg?: unknown) => session.executeScript<T>(call(fn, arg));
  const setViewport = async ({ width, height }: Size) => {
    // WebDriver sizes the window; its frame is added so that the page gets `width` × `height`.
    await session.manage().window().setRect({ width, height });
    const [innerWidth, innerHeight] = await evaluate<[number, number]>(() => [window.innerWidth, window.innerHeight]);
    if (innerWidth !== width || innerHeight !== height) await session.manage().window().setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight });
  };
  const element = (selector: string) => session.findElement(By.css(selector));
  return {
    async page(size) {
      await session.get(new URL('/robots.txt', site()).href);
      await evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
      });
      await session.manage().deleteAllCookies();
      await setViewport(size);
      return {
        engine: 'webkit',
        goto: (path) => session.get(new URL(path, site()).href),
        evaluate: (fn, arg) => evaluate(fn, arg),
        click: async (selector) => (await element(selector)).click(),
        hover: async (selector) => session.actions().move({ origin: await element(selector) }).perform(),
        type: async (selector, text) => (await element(selector)).sendKeys(text),
        hoverThenClick: async (first, second, ms) =>
          session
            .actions()
            .move({ origin: await element(first) })
            .pause(ms)
            .move({ origin: await element(second) })
            .click()
            .perform(),
        press: async (key) => session.actions().sendKeys(KEY_CODES[key]).perform(),
        setViewport,
        screenshot: async (file) => {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(file, await session.takeScreenshot(), 'base64');
        },
        errors: () => evaluate<string[]>(readErrors),
      };
    },
    endTest: async () => {
      await session.actions().clear();
      // The pointer leaves the page, so that the next test's first document has none over it.
      await session.get('about:blank');
    },
    close: async () => {
      await session.quit().catch(() => undefined);
      stop();
    },
  };
}

const DRIVERS: Record<Engine, (site: () => string, options: PageOptions) => Promise<Driver>> = { chromium: playwrightDriver, firefox: puppeteerDriver, webkit: webdriverDriver };

/**
 * Runs `tests` once for each of `engines` that can be had, each in a `describe` named after the
 * engine (so a failure names it), with `open` giving a fresh page at `path` and `proxy` the
 * server in front of the build. An engine that cannot be had is skipped, and says why.
 */
export function inEngines(
  engines: readonly Engine[],
  tests: (open: (path: string, size?: Size) => Promise<EnginePage>, proxy: () => Proxy, engine: Engine) => void,
  options: PageOptions = {},
) {
  for (const engine of engines) {
    const here = available(engine);
    const name = options.javaScript === false ? `${engine} without JavaScript` : engine;
    describe.skipIf(!here)(here ? name : `${name} (not on this machine: npm test installs it as root on Debian)`, () => {
      let driver: Driver;
      let proxy: Proxy;
      beforeAll(async () => {
        proxy = await startProxy(inject('baseUrl'));
        driver = await DRIVERS[engine](() => proxy.url, options);
      });
      afterEach(async () => {
        proxy.fast();
        await driver.endTest();
      });
      afterAll(async () => {
        await driver?.close();
        await proxy?.close();
      });
      tests(
        async (path, size = DESKTOP) => {
          const page = await driver.page(size);
          await page.goto(path);
          return page;
        },
        () => proxy,
        engine,
      );
    });
  }
}
