/**
 * Text may be spaced (WCAG 1.4.12): with the criterion's override (line height 1.5, letter
 * spacing 0.12 em, word spacing 0.16 em, 2 em after each paragraph) on one page of every
 * template, at phone and desktop width, no line of text runs out of a box that hides its
 * overflow (a clamp, a fixed height, a tile) and no two lines of text overlap.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useSharedContext } from '../support/browser';
import { webFontsReady } from '../support/fonts';
import { templatePages } from '../support/templates';
import { frames } from '../support/wait';

const phone = useSharedContext({ viewport: PHONE });
const desktop = useSharedContext({ viewport: DESKTOP });
const pages = templatePages().flatMap(({ template, path }) => (path ? [{ template, path }] : []));

const SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** The lines of text that a box cuts off and the lines that overlap, named by their words. */
function spacingProblems(): { clipped: string[]; overlapping: string[] } {
  interface Line {
    node: Text;
    rect: DOMRect;
  }
  const lines: Line[] = [];
  const hides = (style: CSSStyleDeclaration) => [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip');
  // Text kept for screen readers only (sr-only and its kind: a box of one pixel that hides the rest).
  const visuallyHidden = (element: Element) => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      if ((box.clientWidth <= 1 || box.clientHeight <= 1) && hides(getComputedStyle(box))) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim()) continue;
    // Text not shown: a closed panel, a slide waiting its turn (inert), one faded out.
    if (parent.closest('script, style, template, noscript, [hidden], [inert]')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (visuallyHidden(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) lines.push({ node, rect });
  }
  const words = (node: Text) => `«${node.data.trim().replace(/\s+/g, ' ').slice(0, 50)}»`;
  const clipped = new Set<string>();
  for (const { node, rect } of lines) {
    for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (!hidesX && !hidesY) continue;
      const inner = box.getBoundingClientRect();
      const [top, bottom] = [inner.top + box.clientTop, inner.top + box.clientTop + box.clientHeight];
      const [left, right] = [inner.left + box.clientLeft, inner.left + box.clientLeft + box.clientWidth];
      const outY = hidesY && box.scrollHeight > box.clientHeight + 1 && (rect.bottom > bottom + 1 || rect.top < top - 1);
      const outX = hidesX && box.scrollWidth > box.clientWidth + 1 && (rect.right > right + 1 || rect.left < left - 1);
      if (outY || outX) clipped.add(`${words(node)} cut by <${box.tagName.toLowerCase()} class="${box.className}">`);
    }
  }
  const overlapping = new Set<string>();
  const sorted = [...lines].sort((a, b) => a.rect.top - b.rect.top);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.rect.top < a.rect.bottom; j++) {
      const b = sorted[j]!;
      if (a.node === b.node) continue;
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (x > 2 && y > 2) overlapping.add(`${words(a.node)} over ${words(b.node)}`);
    }
  }
  return { clipped: [...clipped], overlapping: [...overlapping] };
}

async function spaced(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await webFontsReady(page);
  // A sheet of the page's own, as a reader's style sheet or bookmarklet adds: the site's content
  // security policy refuses a <style> element.
  await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, SPACING);
  await webFontsReady(page);
  await frames(page);
  return page.evaluate(spacingProblems);
}

describe.concurrent.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('at %s width, with WCAG 1.4.12 text spacing, no text is cut off or overlaps', (_, { withPage }) => {
  it.each(pages)('$template ($path)', ({ path }) =>
    withPage(async (page) => {
      const { clipped, overlapping } = await spaced(page, path);
      // Joined, so that the report names every one.
      expect(clipped.join('\n'), 'cut off').toBe('');
      expect(overlapping.join('\n'), 'overlapping').toBe('');
    }),
  );
});
