/** The seven legal pages: title, "Last updated" line, reporting period, summary and text. */
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { useBrowser } from '../support/browser';
import { plain, readFolder, readYaml } from '../support/content';
import { longDate } from '../support/news-content';
import { expectHead } from '../support/sections';

const legal = readFolder('legal');
const { open } = useBrowser();
const t = useTranslations('en');
/** A legal page has no picture of its own: it shares the firm's. */
const share = readYaml('settings/site.yml')['ogImage']['src'];

describe('legal pages', () => {
  // The firm publishes these seven documents; a missing one is a gap in its obligations, not an edit.
  it('has the seven legal pages', () => {
    expect(legal.map((l) => l.data.slug).sort()).toEqual(['accessibility', 'child-labour', 'cookies', 'legal-notice', 'modern-slavery', 'privacy', 'terms-of-use']);
  });

  it.each(legal.map((l) => [l.data.slug, l] as const))('/%s shows its title, "Last updated" line, summary and text', async (slug, { data, body }) => {
    const page = await open(`/${slug}`);
    expect(plain(await page.locator('h1').innerText())).toBe(plain(data.title));
    const updated = plain(await page.locator('[data-last-updated]').innerText());
    expect(updated.startsWith(t('legal.lastUpdated', { date: longDate(new Date(data.lastUpdated)) }))).toBe(true);
    expect(await page.locator('[data-period]').allTextContents()).toEqual(data.period ? [data.period] : []);
    expect(plain(await page.locator('[data-summary]').innerText())).toBe(plain(data.summary));
    const headings = [...body.matchAll(/^## (.+)$/gm)].map((m) => plain(m[1] ?? ''));
    expect((await page.locator('[data-legal-body] h2').allTextContents()).map(plain)).toEqual(headings);
    await expectHead(page, { title: data.seoTitle ?? data.title, description: data.seoDescription ?? data.summary, image: share });
    await page.context().close();
  });
});
