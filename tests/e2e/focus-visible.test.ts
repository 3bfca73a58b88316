/**
 * Focus that can be seen, where axe cannot look: on one page of every template, at phone and
 * desktop width, the keyboard walks the page with Tab. Every element it reaches lies inside the
 * viewport; the first of each kind (its place, tag and classes) met at a width, on whichever
 * page, is photographed focused and blurred, and the pixels that changed between the two must make a ring at least 2 px deep, at
 * 3 : 1 against what was there before, round all four sides of the element (of its card, for a
 * card's stretched link): the GOV.UK design system's rule for a focus indicator.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useSharedContext } from '../support/browser';
import { webFontsReady } from '../support/fonts';
import { templatePages } from '../support/templates';
import { frames } from '../support/wait';

const phone = useSharedContext({ viewport: PHONE });
const desktop = useSharedContext({ viewport: DESKTOP });
const pages = templatePages().flatMap(({ template, path }) => (path ? [{ template, path }] : []));

/** Tab stops walked on one page at most, should the focus never come back round to the first. */
const MAX_STOPS = 400;
/** How far outside the element a ring may lie, and how far inside it, in CSS pixels. */
const OUTSIDE = 12;
const INSIDE = 4;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Stop {
  kind: string;
  text: string;
  /** The focused element, as the viewport sees it. */
  box: Box;
  /** What the ring goes round: the element, or the card its stretched link covers. */
  ringed: Box;
  /** How far down the top bar covers the page, in CSS pixels (0 for the bar's own elements). */
  covered: number;
  viewport: { width: number; height: number };
}

/** The focused element, its kind and boxes, or null when the focus has left the page's elements. */
function readStop(scroll = false): Stop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const landmark = element.closest('header, nav, main, footer, aside, dialog')?.tagName.toLowerCase() ?? 'page';
  const classes = (node: Element | null) => (node ? `${node.tagName.toLowerCase()}.${[...node.classList].sort().join('.')}` : '');
  // A stretched link's ::after covers the box it is positioned in (the card): the ring goes round that.
  const after = getComputedStyle(element, '::after');
  const stretched = after.content !== 'none' && after.position === 'absolute' && element.offsetParent;
  const ringed = stretched ? element.offsetParent! : element;
  // A stretched link is known by its card, which its ring goes round.
  const kind = `${landmark} ${classes(stretched ? ringed : element.parentElement)} > ${classes(element)}[${element.getAttribute('type') ?? ''}]`;
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const rect = (node: Element) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height };
  };
  // Tab brings the element into view, not always the whole card round it: a card that fits is
  // brought in before it is photographed.
  if (scroll && ringed.getBoundingClientRect().height < innerHeight - 160) ringed.scrollIntoView({ block: 'center', inline: 'nearest' });
  // What the top bar covers, when it stands over the page.
  const bar = document.querySelector('.site-header');
  const covered = bar && bar !== element.closest('.site-header') && ['fixed', 'sticky'].includes(getComputedStyle(bar).position) ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  return { kind, text, box: rect(element), ringed: rect(ringed), covered, viewport: { width: innerWidth, height: innerHeight } };
}

async function grab(page: Page, clip: Box) {
  const png = await page.screenshot({ clip, caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const luminance = (data: Buffer, i: number) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
};

/**
 * Which sides of `ringed` (in the clip's pixels) lack a ring: on each side, across the middle of
 * its length, nine in ten lines across the edge must hold at least 2 pixels that changed at 3 : 1.
 */
function missingSides(focused: Awaited<ReturnType<typeof grab>>, blurred: Awaited<ReturnType<typeof grab>>, ringed: Box, covered: number): string[] {
  const { width, height } = focused;
  const changed = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return false;
    const i = (y * width + x) * 3;
    const [a, b] = [luminance(focused.data, i), luminance(blurred.data, i)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= 3;
  };
  const left = Math.round(ringed.x);
  const top = Math.round(ringed.y);
  const right = Math.round(ringed.x + ringed.width);
  const bottom = Math.round(ringed.y + ringed.height);
  const deep = (cells: [number, number][]) => cells.filter(([x, y]) => changed(x, y)).length >= 2;
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  const across = (from: number, to: number) => range(Math.round(from + (to - from) * 0.2), Math.round(to - (to - from) * 0.2));
  const sides = {
    top: across(left, right).map((x) => range(top - OUTSIDE, top + INSIDE).map((y): [number, number] => [x, y])),
    bottom: across(left, right).map((x) => range(bottom - INSIDE, bottom + OUTSIDE).map((y): [number, number] => [x, y])),
    left: across(top, bottom).map((y) => range(left - OUTSIDE, left + INSIDE).map((x): [number, number] => [x, y])),
    right: across(top, bottom).map((y) => range(right - INSIDE, right + OUTSIDE).map((x): [number, number] => [x, y])),
  };
  // A side the viewport cuts off (a card taller than the screen) cannot be seen, nor judged.
  const inView = { top: top - 2 >= covered, bottom: bottom + 2 <= height, left: left - 2 >= 0, right: right + 2 <= width };
  return Object.entries(sides)
    .filter(([side, lines]) => inView[side as keyof typeof inView] && lines.length > 0 && lines.filter(deep).length < lines.length * 0.9)
    .map(([side]) => side);
}

/** Walks the page with Tab: what lies outside the viewport, and which kinds show no ring. */
async function walk(page: Page, seen: Set<string>): Promise<{ offScreen: string[]; unringed: string[]; stops: number }> {
  const offScreen: string[] = [];
  const unringed: string[] = [];
  let stops = 0;
  let first: string | undefined;
  for (let n = 0; n < MAX_STOPS; n++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(readStop, false);
    if (!stop) continue;
    stops++;
    const { box, viewport, kind } = stop;
    const label = `${kind} «${stop.text}»`;
    if (box.x < -1 || box.y < -1 || box.x + box.width > viewport.width + 1 || box.y + box.height > viewport.height + 1) offScreen.push(`${label} at ${Math.round(box.x)},${Math.round(box.y)}`);
    const signature = `${kind} ${Math.round(box.x)} ${Math.round(box.y)}`;
    if (signature === first) break;
    first ??= signature;
    if (seen.has(kind) || box.width === 0 || box.height === 0) continue;
    seen.add(kind);
    const { ringed, covered } = (await page.evaluate(readStop, true))!;
    await frames(page);
    const x = Math.max(0, Math.floor(ringed.x - OUTSIDE - 2));
    const y = Math.max(0, Math.floor(ringed.y - OUTSIDE - 2));
    const clip = { x, y, width: Math.min(viewport.width, Math.ceil(ringed.x + ringed.width + OUTSIDE + 2)) - x, height: Math.min(viewport.height, Math.ceil(ringed.y + ringed.height + OUTSIDE + 2)) - y };
    if (clip.width <= 0 || clip.height <= 0) continue;
    const focused = await grab(page, clip);
    const restore = await page.evaluateHandle(() => {
      const element = document.activeElement as HTMLElement;
      element.blur();
      return element;
    });
    await frames(page);
    const blurred = await grab(page, clip);
    await restore.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    const missing = missingSides(focused, blurred, { ...ringed, x: ringed.x - x, y: ringed.y - y }, covered - y);
    if (process.env['FOCUS_SHOTS']) {
      const name = `${process.env['FOCUS_SHOTS']}/${viewport.width}-${kind.replace(/[^a-z0-9]+/gi, '-').slice(-80)}`;
      await Promise.all([page.screenshot({ clip, path: `${name}-focused.png` }), writeFile(`${name}-note.txt`, `${label} ${missing.join(',')}`)]);
    }
    if (missing.length > 0) unringed.push(`${label}: no ring on ${missing.join(', ')}`);
  }
  return { offScreen, unringed, stops };
}

// The kinds already photographed at a width: the top bar's and the footer's on the first page only.
describe.concurrent.each([
  ['phone', phone, new Set<string>()],
  ['desktop', desktop, new Set<string>()],
] as const)('at %s width, every element Tab reaches is in view and ringed', (_, { withPage }, seen) => {
  // Two hundred stops and more on the longest pages, a few dozen photographed.
  it.each(pages)('$template ($path)', { timeout: 180_000 }, ({ path }) =>
    withPage(async (page) => {
      await page.goto(path, { waitUntil: 'load' });
      await webFontsReady(page);
      const { offScreen, unringed, stops } = await walk(page, seen);
      expect(stops).toBeGreaterThan(0);
      // Joined, so that the report names every one.
      expect(offScreen.join('\n'), 'focused outside the viewport').toBe('');
      expect(unringed.join('\n'), 'focused without a visible ring').toBe('');
    }),
  );
});
