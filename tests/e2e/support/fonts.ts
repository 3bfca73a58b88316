import type { Page } from 'playwright-core';

/**
 * Resolves once the page's text is set in its web fonts. On the first page of a visit they are
 * declared when the page has loaded (src/components/layout/WebFonts.astro); a layout then asks
 * for the faces its text uses, and `document.fonts.ready` waits for those.
 */
export async function webFontsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.fonts].some((face) => !face.family.includes('fallback') && face.family.includes('Inter')));
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
}
