/**
 * Pages glide into each other: a click from /portfolio to a property page runs a cross-document
 * view transition in which the card's picture and the page's hero share one name, and the top bar
 * another; a visitor who asks for less motion gets none. The speculation rules that prepare the
 * next page load under the pages' Content Security Policy without a violation, and the browser
 * accepts them.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { viewTransitionName } from '@/lib/view-transitions';
import { baseUrl, DESKTOP, useBrowser } from '../support/browser';
import { templatePage } from '../support/templates';

const { browser } = useBrowser();
const PROPERTY = templatePage('property/[slug].astro');
const SLUG = PROPERTY.split('/').pop()!;

/** The page with every transition it reveals recorded in `window.revealed` (true: with a view transition). */
async function recordingPage(options: BrowserContextOptions): Promise<Page> {
  const context = await browser().newContext({ viewport: DESKTOP, baseURL: baseUrl(), ...options });
  await context.addInitScript(() => {
    addEventListener('pagereveal', (event) => {
      const w = window as unknown as { revealed: boolean[] };
      (w.revealed ??= []).push(Boolean((event as Event & { viewTransition: unknown }).viewTransition));
    });
  });
  return context.newPage();
}

const nameOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).viewTransitionName);

async function openPropertyFromCard(page: Page) {
  await page.goto(routes.portfolio);
  const link = page.locator(`a[href="${PROPERTY}"]`).first();
  await Promise.all([page.waitForURL(`**${PROPERTY}`), link.click()]);
  await page.waitForFunction(() => (window as unknown as { revealed?: boolean[] }).revealed?.length === 1);
  return page.evaluate(() => (window as unknown as { revealed: boolean[] }).revealed[0]);
}

describe('view transitions', () => {
  it('grow the card’s picture into the property’s hero, the top bar holding still', async () => {
    const page = await recordingPage({ reducedMotion: 'no-preference' });
    await page.goto(routes.portfolio);
    expect(await nameOf(page, `[data-property-card="${SLUG}"] [data-view-transition]`)).toBe(viewTransitionName('property', SLUG));
    expect(await nameOf(page, 'header.site-header')).toBe('top-bar');
    expect(await openPropertyFromCard(page)).toBe(true);
    expect(await nameOf(page, '[data-hero]')).toBe(viewTransitionName('property', SLUG));
    expect(await nameOf(page, 'header.site-header')).toBe('top-bar');
    await page.context().close();
  });

  it('are left out for a visitor who asks for less motion', async () => {
    const page = await recordingPage({ reducedMotion: 'reduce' });
    expect(await openPropertyFromCard(page)).toBe(false);
    await page.context().close();
  });
});

describe('speculation rules', () => {
  it('load under the Content Security Policy and are accepted', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    const violations: string[] = [];
    await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`);
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const ruleSets: { errorType?: string; sourceText: string }[] = [];
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
    await cdp.send('Preload.enable');
    await page.goto(routes.portfolio, { waitUntil: 'load' });
    await expect.poll(() => ruleSets.length).toBe(1);
    expect(ruleSets[0]!.errorType).toBeUndefined();
    expect(JSON.parse(ruleSets[0]!.sourceText)).toHaveProperty('prerender');
    expect(violations).toEqual([]);
    await context.close();
  });
});
