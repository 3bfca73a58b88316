/** /capabilities/<type>: content, opening paragraphs, links between the three, and the fallback. */
import { describe, expect, it } from 'vitest';
import { CAPABILITY_FALLBACK } from '@/lib/not-found';
import { localizePath, routes } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { plain, readFolder, readYaml, sharedImage } from '../support/content';
import { expectHead, expectSections } from '../support/sections';

const capabilities = readFolder('capabilities').map((c) => c.data);
const { open } = useBrowser();

describe('capability pages', () => {
  // The firm's three lines of business, each with its page; another would be a new service, not an edit.
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
    await expectHead(page, { title: data.seoTitle ?? data.title, description: data.seoDescription ?? data.intro, image: sharedImage(data.heroImage) });
    const others = await page.locator('[data-capability-links] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(others.sort()).toEqual(capabilities.filter((c) => c.slug !== slug).map((c) => `/capabilities/${c.slug}`).sort());
    await page.context().close();
  });

  it.each([
    ['nope', 'en'],
    ['real-estate', 'en'],
    ['nope', 'de'],
  ] as const)('an unknown type (/capabilities/%s, %s) falls back to the investment page in the visitor’s language', async (type, code) => {
    const to = localizePath(CAPABILITY_FALLBACK.href, code);
    const fallback = capabilities.find((c) => routes.capability(c.slug) === CAPABILITY_FALLBACK.href)!;
    const page = await open(localizePath(routes.capability(type), code));
    await page.waitForURL((url) => url.pathname === to);
    expect(plain(await page.locator('h1').innerText())).toBe(plain(readYaml(`capabilities/${fallback.slug}.${code}.yml`)['title']));
    await page.context().close();
  });
});
