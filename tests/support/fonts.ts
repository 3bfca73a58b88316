import type { Page } from 'playwright-core';

/**
 * Resolves once the page's text is set in its web fonts. On the first page of a visit they are
 * declared after the page has loaded and painted (src/components/layout/WebFonts.astro), so a
 * test that measures the layout twice waits for them first: they may arrive in between. A layout
 * then asks for the faces its text uses, and `document.fonts.ready` waits for those.
 */
export async function webFontsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.fonts].some((face) => !face.family.includes('fallback') && face.family.includes('Inter')));
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
}
