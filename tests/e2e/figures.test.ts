/**
 * Figures are set on the line: wherever the display face (which would set old-style figures)
 * shows a digit, and in the phone number, the computed `font-variant-numeric` has `lining-nums`;
 * the figures of a property's key facts are tabular as well.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localizePath, routes } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { templatePage } from '../support/templates';

const { open } = useBrowser();

const PROPERTY = templatePage('property/[slug].astro');
const PAGES = [
  routes.home,
  routes.contact,
  routes.portfolio,
  PROPERTY,
  templatePage('projects/[slug].astro'),
  templatePage('brands/[slug].astro'),
  routes.reports,
  templatePage('people/[name].astro'),
  localizePath(PROPERTY, 'de'),
];

/** Elements in the display face whose own text holds a digit, with how their figures are set. */
const displayDigits = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.textContent ?? '')))
      .map((el) => ({ text: (el.textContent ?? '').trim().slice(0, 40), style: getComputedStyle(el) }))
      .filter(({ style }) => style.fontFamily.startsWith('"Cormorant'))
      .map(({ text, style }) => ({ text, numeric: style.fontVariantNumeric })),
  );

describe('figures set on the line', () => {
  it.each(PAGES)('%s: digits in the display face and the phone number are lining figures', async (path) => {
    const page = await open(path);
    const digits = await displayDigits(page);
    const oldStyle = digits.filter((d) => !d.numeric.includes('lining-nums'));
    expect(oldStyle, 'display-face digits without lining figures').toEqual([]);
    const phones = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => getComputedStyle(a).fontVariantNumeric));
    expect(phones.length).toBeGreaterThan(0);
    for (const numeric of phones) expect(numeric).toContain('lining-nums');
    await page.context().close();
  });

  it('a property’s key facts are lining and tabular figures', async () => {
    const page = await open(PROPERTY);
    const facts = await page.locator('[data-figures] dd').evaluateAll((dds) => dds.map((dd) => getComputedStyle(dd).fontVariantNumeric));
    expect(facts.length).toBeGreaterThan(0);
    for (const numeric of facts) expect(numeric).toBe('lining-nums tabular-nums');
    await page.context().close();
  });
});
