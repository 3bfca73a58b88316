/**
 * The words over the home hero, as a visitor on a slow phone or a wide screen sees them: one
 * slide's words at a time from the first paint on, a heading that keeps its lines when its web
 * font arrives, and text that can be read over every frame of the video and every photograph
 * behind it (and over the photographs of the other pages' heroes).
 */
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { HERO } from '../../src/lib/constants';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { carousel, slideControls, slideIndex, slideTitles } from '../support/hero';
import { builtPages, isDefaultLanguage, readBuilt } from '../support/site';

/** Generous waits: the machine running the tests may be busy. */
const SLOW = { timeout: 20_000 };
const TABLET = { width: 800, height: 900 } as const;

const { newContext } = useBrowser();
const t = useTranslations('en');
const SLIDE = `section[aria-roledescription="carousel"] [aria-roledescription="${t('home.slide')}"]`;
/** The words of a slide: its category, heading, subtitle and button. */
const WORDS = ':scope p, :scope h2, :scope a';

/** A slow phone's processor: Chromium's CPU throttling, four times slower. */
async function throttled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

type Frame = { at: number; hydrated: boolean; slides: number[] };
/** A slide's words fading in (`showing`) or out, from and to when on the document's timeline. */
type Fade = { slide: number; showing: boolean; start: number; from: number; to: number };

/**
 * Records, from the moment the document exists, how visible each slide's words are, every
 * ~100 ms: the opacity of each word element times its ancestors', 0 where it is not visible,
 * the most visible of a slide's words standing for the slide. The page's clock runs as a
 * visitor's does (moving a held clock on by a slide's time runs that time's animation frames at
 * once, which kept the throttled page too busy to sample the change).
 */
async function recordingWords(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ slide, words }) => {
      const frames: Frame[] = [];
      (window as unknown as { heroFrames: Frame[] }).heroFrames = frames;
      const shown = (element: Element) => {
        if (getComputedStyle(element).visibility !== 'visible') return 0;
        let opacity = 1;
        for (let e: Element | null = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
        return opacity;
      };
      const fades: Fade[] = [];
      (window as unknown as { heroFades: Fade[] }).heroFades = fades;
      // Each fade as the browser runs it, read when it starts: frames may be far apart on a busy page.
      document.addEventListener('transitionrun', (event) => {
        const target = event.target as Element;
        if (event.propertyName !== 'opacity' || !target.matches(slide)) return;
        const fade = target.getAnimations().find((a) => (a as CSSTransition).transitionProperty === 'opacity');
        const index = [...document.querySelectorAll(slide)].indexOf(target);
        const showing = !target.hasAttribute('inert');
        void fade?.ready.then(() => {
          const timing = fade.effect!.getComputedTiming();
          const start = fade.startTime as number;
          fades.push({ slide: index, showing, start, from: start + Number(timing.delay), to: start + Number(timing.endTime) });
        });
      });
      const sample = () => {
        const slides = [...document.querySelectorAll(slide)];
        if (slides.length) frames.push({ at: Math.round(performance.now()), hydrated: !!document.querySelector('[data-slide][data-hydrated]'), slides: slides.map((s) => Math.max(...[...s.querySelectorAll(words)].map(shown))) });
        setTimeout(sample, 100);
      };
      sample();
    },
    { slide: SLIDE, words: WORDS },
  );
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { heroFrames: Frame[] }).heroFrames);
const fades = (page: Page) => page.evaluate(() => (window as unknown as { heroFades: Fade[] }).heroFades);
/** Resolves once the frames show slide `index`'s words fully and no other's. */
const settledOn = (page: Page, index: number) =>
  expect.poll(async () => (await frames(page)).at(-1)?.slides.map((o) => (o > 0.99 ? 1 : o < 0.01 ? 0 : o)), SLOW).toEqual(slideTitles.map((_, i) => (i === index ? 1 : 0)));

describe('one slide’s words at a time', { timeout: 240_000 }, () => {
  for (const viewport of [PHONE, TABLET, DESKTOP]) {
    it(`at ${viewport.width} px on a slow processor, from the first paint through two changes`, async () => {
      const context = await newContext({ viewport });
      await recordingWords(context);
      const page = await context.newPage();
      await throttled(page);
      await page.goto('/');
      await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
      for (const next of [1, 2]) {
        await expect.poll(() => slideIndex(page), { timeout: HERO.autoAdvanceMs * 4 }).toBe(next);
        await settledOn(page, next);
      }
      const recorded = await frames(page);
      // Frames from before the island ran, and none showing two slides' words.
      expect(recorded.some((frame) => !frame.hydrated)).toBe(true);
      for (const frame of recorded) expect(frame.slides.filter((o) => o > 0.05).length, JSON.stringify(frame)).toBeLessThanOrEqual(1);
      // At each change the words going fade out, and only then do the words coming fade in.
      const run = await fades(page);
      for (const [change, slide] of [1, 2].entries()) {
        const coming = run.find((fade) => fade.showing && fade.slide === slide);
        const going = run.find((fade) => !fade.showing && fade.slide === slide - 1);
        expect(coming && going, `the fades of change ${change + 1}: ${JSON.stringify(run)}`).toBeTruthy();
        expect(Math.abs(coming!.start - going!.start)).toBeLessThan(50);
        expect(going!.to).toBeGreaterThan(going!.from);
        expect(coming!.from).toBeGreaterThanOrEqual(going!.to - 1);
      }
    });
  }
});

/**
 * How far a line of the heading may change in width when the web font replaces its fallback: the
 * fallbacks match Cormorant's average letter width, not each word's (nor its kerning), so a line
 * may come out a little wider or narrower (up to 2.3 % measured, "meet the lake" in DejaVu Serif
 * Bold), while every line break, and so the heading's height, stays.
 */
const HEADING_WIDTH_SLACK = 0.025;

/** Each line of each hero heading: its width and where it ends, in CSS pixels. */
const headingLines = (page: Page) =>
  carousel(page)
    .locator('h2')
    .evaluateAll((headings) =>
      headings.map((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        const lines = new Map<number, { left: number; right: number }>();
        for (const box of range.getClientRects()) {
          const line = lines.get(Math.round(box.bottom)) ?? { left: Infinity, right: -Infinity };
          lines.set(Math.round(box.bottom), { left: Math.min(line.left, box.left), right: Math.max(line.right, box.right) });
        }
        return { height: heading.getBoundingClientRect().height, widths: [...lines.values()].map((line) => line.right - line.left) };
      }),
    );

describe('the hero heading’s fallback font', { timeout: 180_000 }, () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`takes the room Cormorant Garamond takes, line by line, at ${viewport.width} px`, async () => {
      const context = await newContext({ viewport });
      const page = await context.newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'load' });
      const before = await headingLines(page);
      release();
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Cormorant') && !face.family.includes('fallback') && face.status === 'loaded'));
      await page.evaluate(() => document.fonts.ready);
      const after = await headingLines(page);
      expect(after).toHaveLength(slideTitles.length);
      for (const [i, heading] of after.entries()) {
        expect(before[i]!.height, slideTitles[i]).toBe(heading.height);
        expect(before[i]!.widths).toHaveLength(heading.widths.length);
        for (const [line, width] of heading.widths.entries()) expect(Math.abs(before[i]!.widths[line]! - width), `${slideTitles[i]}, line ${line + 1}`).toBeLessThanOrEqual(HEADING_WIDTH_SLACK * width);
      }
    });
  }
});

type Rgba = [number, number, number, number];
/** A line of text over a picture: its colour, whether WCAG counts it as large, and its boxes. */
type Line = { text: string; color: Rgba; large: boolean; boxes: { x: number; y: number; width: number; height: number }[] };

const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: number[]) => 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lines of `selector`'s elements under `root`, and their text hidden (in place, the layout
 * unchanged), so that a screenshot shows the picture and scrim behind them.
 */
const hideLines = (page: Page, root: string, selector: string) =>
  page.locator(root).evaluate((element, selector) => {
    // The colour as sRGB bytes and alpha, whatever notation the style computes it in (oklab for a colour with an opacity).
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const srgb = (color: string): Rgba => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    return [...element.querySelectorAll<HTMLElement>(selector)].map((text): Line => {
      const style = getComputedStyle(text);
      const range = document.createRange();
      range.selectNodeContents(text);
      const size = parseFloat(style.fontSize);
      const line: Line = {
        text: text.textContent!.trim(),
        color: srgb(style.color),
        large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        boxes: [...range.getClientRects()].map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
      };
      text.style.setProperty('visibility', 'hidden');
      return line;
    });
  }, selector);

const showLines = (page: Page, root: string, selector: string) =>
  page.locator(root).evaluate((element, selector) => element.querySelectorAll<HTMLElement>(selector).forEach((text) => text.style.removeProperty('visibility')), selector);

/**
 * Each line's contrast against the brightest pixel behind it (the text colour laid over that
 * pixel where it is translucent), with the text hidden for the screenshot.
 */
async function lineContrasts(page: Page, root: string, selector: string): Promise<{ text: string; ratio: number; needed: number }[]> {
  const lines = await hideLines(page, root, selector);
  // Two frames later the hidden text is off the screen as well as out of the style.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { data, info } = await sharp(await page.screenshot()).raw().toBuffer({ resolveWithObject: true });
  await showLines(page, root, selector);
  return lines.map((line) => {
    let brightest = [0, 0, 0];
    let sampled = 0;
    for (const box of line.boxes)
      for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(info.height, Math.ceil(box.y + box.height)); y++)
        for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(info.width, Math.ceil(box.x + box.width)); x++) {
          const at = (y * info.width + x) * info.channels;
          const pixel = [data[at]!, data[at + 1]!, data[at + 2]!];
          sampled++;
          if (luminance(pixel) > luminance(brightest)) brightest = pixel;
        }
    expect(sampled, `pixels behind "${line.text}"`).toBeGreaterThan(0);
    const [r, g, b, alpha] = line.color;
    const text = [r, g, b].map((c, i) => c * alpha + brightest[i]! * (1 - alpha));
    return { text: line.text, ratio: contrast(luminance(text), luminance(brightest)), needed: line.large ? 3 : 4.5 };
  });
}

const expectReadable = (measured: { text: string; ratio: number; needed: number }[], where: string) => {
  for (const line of measured) expect(line.ratio, `${where}: "${line.text}" at ${line.ratio.toFixed(2)} : 1`).toBeGreaterThanOrEqual(line.needed);
};

/** The hero's words that lie over its picture: the category, the heading and the subtitle. */
const HERO_TEXT = 'p.eyebrow, h2, h2 + p';
const SHOWN = `${SLIDE}:not([inert])`;

/** Shows slide `index` without the pointer over the hero, and waits for its words to have faded in. */
async function showSlide(page: Page, index: number): Promise<void> {
  await slideControls(page).nth(index).evaluate((button: HTMLElement) => button.click());
  await expect.poll(() => slideIndex(page), SLOW).toBe(index);
  await page.waitForFunction((shown) => {
    const slide = document.querySelector(shown);
    return !!slide && getComputedStyle(slide).opacity === '1' && [...document.querySelectorAll(shown.replace(':not([inert])', '[inert]'))].every((other) => getComputedStyle(other).visibility === 'hidden');
  }, SHOWN);
}

describe('text over the hero’s pictures', { timeout: 300_000 }, () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`every slide's category, heading and subtitle keep 4.5 : 1 (3 : 1 large) over frames of the video at ${viewport.width} px`, async () => {
      const page = await (await newContext({ viewport })).newPage();
      await page.goto('/');
      const video = page.locator('section[aria-roledescription="carousel"] video');
      await video.waitFor({ state: 'attached' });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => getComputedStyle(v).opacity), SLOW).toBe('1');
      await carousel(page).getByRole('button', { name: t('home.pause') }).evaluate((b: HTMLElement) => b.click());
      const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
      const FRAMES = 6;
      for (let frame = 0; frame < FRAMES; frame++) {
        await video.evaluate(
          (v: HTMLVideoElement, time) =>
            new Promise<void>((resolve) => {
              v.addEventListener('seeked', () => requestAnimationFrame(() => resolve()), { once: true });
              v.currentTime = time;
            }),
          (duration * frame) / FRAMES,
        );
        for (const index of slideTitles.keys()) {
          await showSlide(page, index);
          expectReadable(await lineContrasts(page, SHOWN, HERO_TEXT), `slide ${index + 1}, frame at ${((duration * frame) / FRAMES).toFixed(1)} s`);
        }
      }
    });

    it(`and over each slide's photograph (reduced motion) at ${viewport.width} px`, async () => {
      const page = await (await newContext({ viewport, reducedMotion: 'reduce' })).newPage();
      await page.goto('/');
      await page.locator('[data-slide][data-hydrated]').waitFor({ state: 'attached' });
      for (const index of slideTitles.keys()) {
        await showSlide(page, index);
        await page.waitForFunction((i) => {
          const photo = document.querySelectorAll<HTMLImageElement>('section[aria-roledescription="carousel"] div[aria-hidden="true"] > img')[i];
          return !!photo && photo.complete && photo.naturalWidth > 0 && getComputedStyle(photo).opacity === '1';
        }, index);
        expectReadable(await lineContrasts(page, SHOWN, HERO_TEXT), `slide ${index + 1} over its photograph`);
      }
    });
  }
});

/** The pages whose hero is a photograph: a property's and a project's. */
const PHOTO_HEROES = builtPages()
  .filter(({ path, file }) => isDefaultLanguage(path) && /^\/(property|projects)\//.test(path) && readBuilt(file).includes('data-hero="photo"'))
  .map(({ path }) => path);
const PHOTO_HERO_PAGES = ['/property/', '/projects/'].map((kind) => {
  const path = PHOTO_HEROES.find((p) => p.startsWith(kind));
  if (!path) throw new Error(`No English page under ${kind} opens on a photograph.`);
  return path;
});

describe('text over the photograph of other pages’ heroes', { timeout: 180_000 }, () => {
  for (const viewport of [PHONE, DESKTOP])
    for (const path of PHOTO_HERO_PAGES)
      it(`${path} at ${viewport.width} px: overline, title and introduction at 4.5 : 1 (3 : 1 large)`, async () => {
        const page = await (await newContext({ viewport })).newPage();
        await page.goto(path);
        const hero = 'section[data-hero="photo"]';
        await page.locator(`${hero} img`).evaluate((img: HTMLImageElement) => img.decode());
        expectReadable(await lineContrasts(page, hero, 'p.eyebrow, h1, h1 + p'), path);
      });
});
