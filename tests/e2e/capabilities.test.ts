/** /capabilities/<type>: content, opening paragraphs, links between the three, and the fallback. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { plain, readFolder } from './support/content';
import { expectHead, expectSections } from './support/sections';

const capabilities = readFolder('capabilities').map((c) => c.data);
const { open } = useBrowser();

describe('capability pages', () => {
  it('has the three capabilities', () => {
    expect(capabilities.map((c) => c.slug).sort()).toEqual(['development', 'investment', 'management']);
  });

  it.each(capabilities.map((c) => [c.slug, c] as const))('/capabilities/%s shows its hero, paragraphs and sections', async (slug, data) => {
    const page = await open(`/capabilities/${slug}`);
    expect(plain(await page.locator('h1').innerText())).toBe(plain(data.title));
    expect(plain(await page.locator('main > section').first().innerText())).toContain(plain(data.intro));
    const opening = plain(await page.locator('[data-opening]').innerText());
    for (const paragraph of data.paragraphs) expect(opening).toContain(plain(paragraph));
    await expectSections(page, data.sections ?? []);
    await expectHead(page, { title: data.seoTitle ?? data.title, description: data.seoDescription ?? data.intro, image: data.heroImage.src });
    const others = await page.locator('[data-capability-links] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(others.sort()).toEqual(capabilities.filter((c) => c.slug !== slug).map((c) => `/capabilities/${c.slug}`).sort());
    await page.context().close();
  });

  it.each([
    ['/capabilities/nope', '/capabilities/investment'],
    ['/capabilities/real-estate', '/capabilities/investment'],
    ['/de/capabilities/nope', '/de/capabilities/investment'],
  ])('%s falls back to %s', async (from, to) => {
    const page = await open(from);
    await page.waitForURL((url) => url.pathname === to);
    const shown = await page.locator('h1').innerText();
    // The page it lands on is the investment page in the visitor's language.
    await page.goto(to);
    expect(shown).toBe(await page.locator('h1').innerText());
    if (to === '/capabilities/investment') expect(plain(shown)).toBe(plain(capabilities.find((c) => c.slug === 'investment')?.title));
    await page.context().close();
  });
});
