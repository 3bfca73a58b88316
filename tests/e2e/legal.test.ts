/** The seven legal pages: title, "Last updated" line, reporting period, summary and text. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { plain, readFolder } from './support/content';
import { expectHead } from './support/sections';

const legal = readFolder('legal');
const { open } = useBrowser();
const longDate = (date: Date) => new Intl.DateTimeFormat('en-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

describe('legal pages', () => {
  it('has the seven legal pages', () => {
    expect(legal.map((l) => l.data.slug).sort()).toEqual(['accessibility', 'child-labour', 'cookies', 'legal-notice', 'modern-slavery', 'privacy', 'terms-of-use']);
  });

  it.each(legal.map((l) => [l.data.slug, l] as const))('/%s shows its title, "Last updated" line, summary and text', async (slug, { data, body }) => {
    const page = await open(`/${slug}`);
    expect(plain(await page.locator('h1').innerText())).toBe(plain(data.title));
    const updated = plain(await page.locator('[data-last-updated]').innerText());
    expect(updated.startsWith(`Last updated: ${longDate(new Date(data.lastUpdated))}`)).toBe(true);
    if (data.period) expect(updated).toContain(data.period);
    else expect(await page.locator('[data-period]').count()).toBe(0);
    expect(plain(await page.locator('[data-summary]').innerText())).toBe(plain(data.summary));
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => plain(m[1] ?? ''));
    expect((await page.locator('[data-legal-body] h2').allTextContents()).map(plain)).toEqual(headings);
    await expectHead(page, { title: data.seoTitle ?? data.title, description: data.seoDescription ?? data.summary });
    await page.context().close();
  });
});
