/**
 * No axe-core violation, on a sample: one page of every template, the not-found page and one
 * investors-only page (read as an investor), each in every language. Pages of one template share
 * their markup and styles; what a language changes, its words and their length, shows on each
 * template. Every language is checked at phone width, where words are tightest; the desktop
 * layout, the same markup under other styles, once per template, the languages taking turns.
 * The checks that read files (links, languages, headings) cover every page in tests/dist.
 */
import { LOCALES } from '@/i18n';
import { splitLocale } from '@/lib/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asInvestor, sealedBlocks } from '../support/access';
import { addAxe, axeViolations } from '../support/axe';
import { baseUrl, DESKTOP, launch, pagePool, PHONE } from '../support/browser';
import { builtPages, isDefaultLanguage, readBuilt } from '../support/site';
import { templatePages } from '../support/templates';

// Protected pages are checked as an investor reads them (the locked notice in access.test.ts).
const isProtected = (file: string) => sealedBlocks(readBuilt(file)).length > 0;
const protectedPath = builtPages().find(({ path, file }) => isDefaultLanguage(path) && isProtected(file))?.path;
const samples = new Set([...templatePages().map(({ path }) => path), '/404', protectedPath]);
const pages = builtPages().filter(({ path }) => samples.has(splitLocale(path).path));
const widths = { desktop: DESKTOP, phone: PHONE } as const;
const sampleOrder = [...samples];
/** Whether a page is the one of its template checked at desktop width: the languages take turns. */
const atDesktop = (path: string) => {
  const { locale, path: english } = splitLocale(path);
  return LOCALES[sampleOrder.indexOf(english) % LOCALES.length]?.code === locale;
};
let browser: Awaited<ReturnType<typeof launch>>;
const pools = new Map<string, ReturnType<typeof pagePool>>();

// One context per width (axe needs pages opened from a context, not from the browser), whose
// pages go from one check to the next.
beforeAll(async () => {
  browser = await launch();
  for (const [name, viewport] of Object.entries(widths) as [keyof typeof widths, (typeof widths)[keyof typeof widths]][]) {
    const visitor = await browser.newContext({ viewport, baseURL: baseUrl(), reducedMotion: 'reduce' });
    await addAxe(visitor);
    pools.set(name, pagePool(() => visitor, viewport));
    if (!protectedPath) continue;
    const investor = await browser.newContext({ viewport, baseURL: baseUrl(), reducedMotion: 'reduce' });
    await asInvestor(investor);
    await addAxe(investor);
    pools.set(`${name}-investor`, pagePool(() => investor, viewport));
  }
});
afterAll(async () => {
  await browser?.close();
});

function violations(path: string, file: string, width: keyof typeof widths) {
  const sealed = isProtected(file);
  return pools.get(sealed ? `${width}-investor` : width)!(async (page) => {
    await page.goto(path, { waitUntil: 'load' });
    if (sealed) await page.waitForSelector('[data-investor-only][data-open]', { state: 'attached' });
    return (await axeViolations(page)).map((violation) => `[${width}] ${violation}`);
  });
}

// Each check loads a page at two widths and runs axe over it each time, four checks at a time;
// the largest pages (projects) take most of a minute on a busy 2-core machine, so each gets three.
describe.concurrent('accessibility (axe)', { timeout: 180_000 }, () => {
  it('samples every template, the not-found page and an investors-only page, in every language, each once at desktop width', () => {
    expect(protectedPath).toBeDefined();
    expect(templatePages().filter(({ path }) => !path)).toEqual([]);
    expect(pages.length).toBe(samples.size * LOCALES.length);
    expect(pages.filter(({ path }) => atDesktop(path)).length).toBe(samples.size);
  });

  it.each(pages)('$path has no violations', async ({ path, file }) => {
    const found = [...(atDesktop(path) ? await violations(path, file, 'desktop') : []), ...(await violations(path, file, 'phone'))];
    expect(found, found.join('\n')).toEqual([]);
  });
});
