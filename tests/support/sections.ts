/** Checks that a page shows every section of its content file, block by block. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { plain, type Data } from './content';

const texts = (locator: Locator) => locator.allTextContents().then((all) => all.map((t) => plain(t)));

/** Every section's heading, anchor and items appear in order, as the content file has them. */
export async function expectSections(page: Page, sections: Data[]) {
  const rendered = page.locator('[data-section]');
  expect(await rendered.count()).toBe(sections.length);
  for (const [index, section] of sections.entries()) {
    const block = rendered.nth(index);
    expect(await block.getAttribute('data-section'), `section ${index + 1}`).toBe(section.type);
    expect(plain(await block.locator('h2').first().innerText())).toBe(plain(section.heading));
    expect(await block.getAttribute('id')).toBe(section.anchor ?? null);
    // The introduction is the paragraph under the heading, where the section has one.
    expect(await texts(block.locator('header > h2 + p'))).toEqual(section.intro ? [plain(section.intro)] : []);
    switch (section.type) {
      case 'text': {
        const paragraphs = section.body.split(/\n\s*\n/).map(plain).filter(Boolean);
        const shown = plain(await block.innerText());
        for (const p of paragraphs) expect(shown).toContain(p);
        break;
      }
      case 'cards':
        expect(await texts(block.locator('h3'))).toEqual(section.items.map((i: Data) => plain(i.title)));
        expect(await block.locator('[data-columns]').getAttribute('data-columns')).toBe(String(section.columns ?? '3'));
        for (const item of section.items) {
          expect(plain(await block.innerText())).toContain(plain(item.text));
          for (const point of item.points ?? []) expect(plain(await block.innerText())).toContain(plain(point));
        }
        expect(await block.locator('svg[aria-hidden="true"]').count()).toBeGreaterThanOrEqual(section.items.filter((i: Data) => i.icon).length);
        break;
      case 'metrics':
        // The figure a screen reader reads; the visible one counts up to it (tests/e2e/metrics.test.ts).
        expect(await texts(block.locator('[data-metric-value] .sr-only'))).toEqual(section.items.map((i: Data) => String(i.value)));
        expect(await texts(block.locator('dt'))).toEqual(section.items.map((i: Data) => plain(i.label)));
        break;
      case 'steps':
        expect(await texts(block.locator('ol > li h3'))).toEqual(section.items.map((i: Data) => plain(i.title)));
        break;
      case 'bullets':
        expect(await texts(block.locator('ul > li'))).toEqual(section.items.map(plain));
        break;
      case 'tiles':
        expect(await texts(block.locator('h3'))).toEqual(section.items.map((i: Data) => plain(i.title)));
        expect(await block.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(section.items.map((i: Data) => i.image.alt));
        break;
      case 'callout': {
        expect(plain(await block.innerText())).toContain(plain(section.text));
        const links = await block.locator('a').evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
        expect(links).toEqual((section.links ?? []).map((l: Data) => [l.label, l.href]));
        break;
      }
      default:
        throw new Error(`No check for section type "${section.type}"`);
    }
  }
}

/** The page's head carries its title, description and sharing image (`image`: the picture's file in content). */
export async function expectHead(page: Page, { title, description, image }: { title: string; description: string; image: string }) {
  expect((await page.title()).split(' · ')[0]).toBe(title);
  expect(plain((await page.locator('meta[name="description"]').getAttribute('content')) ?? '')).toBe(plain(description));
  const og = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  expect(og).toMatch(/\/_astro\/.+\.jpg$/);
  // Built images keep their source's name before the hash: lake-dusk.jpg → /_astro/lake-dusk.<hash>_<variant>.jpg
  expect(og.split('/').pop()?.split('.')[0]).toBe(image.split('/').pop()?.replace(/\.[^.]+$/, ''));
}
