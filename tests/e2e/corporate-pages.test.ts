/**
 * The company pages built from content/pages/*.yml: hero, every section in order, the head
 * tags, and the blocks some pages add (offices on the company profile).
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { webFontsReady } from '../support/fonts';
import { plain, readYaml, sharedImage } from '../support/content';
import { expectHead, expectSections } from '../support/sections';

const PAGES = ['regional-focus', 'company-profile', 'strategic-partnership', 'sustainable-investing', 'esg', 'careers'] as const;
const site = readYaml('settings/site.yml');
const { open } = useBrowser();

describe('company pages', () => {
  it.each(PAGES)('/%s shows its hero and every section of its content file', async (name) => {
    const data = readYaml(`pages/${name}.yml`);
    const page = await open(`/${name}`);
    expect(plain(await page.locator('h1').innerText())).toBe(plain(data.title));
    expect(await page.locator('h1').count()).toBe(1);
    const hero = page.locator('main > section').first();
    expect(plain(await hero.innerText())).toContain(plain(data.intro));
    // The eyebrow is the line above the title, where the page has one.
    expect((await hero.locator('p:has(+ h1)').allTextContents()).map(plain)).toEqual(data.eyebrow ? [plain(data.eyebrow)] : []);
    // A page without a photograph of its subject opens on its title alone.
    if (data.heroImage) expect(await hero.locator('img').getAttribute('alt')).toBe(data.heroImage.alt);
    else expect(await hero.locator('img').count()).toBe(0);
    await expectSections(page, data.sections ?? []);
    await expectHead(page, { title: data.seoTitle ?? data.title, description: data.seoDescription ?? data.intro, image: sharedImage(data.heroImage) });
    await page.context().close();
  });

  it('the company profile lists the headquarters and every regional office before its closing call to action', async () => {
    const page = await open('/company-profile');
    const offices = page.locator('[data-offices]');
    const text = plain(await offices.innerText());
    for (const part of [site.headquarters.street, `${site.headquarters.postalCode} ${site.headquarters.city}`, site.headquarters.country]) expect(text).toContain(part);
    expect(await offices.locator('[data-office]').evaluateAll((els) => els.map((e) => e.getAttribute('data-office')))).toEqual(site.offices.map((o: { city: string }) => o.city));
    const order = await page.locator('[data-offices], [data-section="callout"]').evaluateAll((els) => els.map((e) => (e.hasAttribute('data-offices') ? 'offices' : 'callout')));
    expect(order).toEqual(['offices', 'callout']);
    await page.context().close();
  });

  it.each([PHONE, DESKTOP])('no company page is wider than the screen at $width px', async (viewport) => {
    for (const name of PAGES) {
      const page = await open(`/${name}`, { viewport });
      await webFontsReady(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/${name}`).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
