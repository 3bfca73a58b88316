/**
 * On the home page at phone width no single image transfer exceeds 200 KB. What the markup asks
 * for (optimised files, priorities) is read from the files, in tests/dist/images.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { imagesInViewLoaded } from '../support/wait';

const MAX_IMAGE_BYTES = 200 * 1024;
const { open } = useBrowser();

describe('images', () => {
  it('home at 390 px: every image transfer is at most 200 KB', async () => {
    const page = await open('/', { viewport: PHONE, deviceScaleFactor: 2 });
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      sizes.set(response.url(), body.length);
    });
    await page.reload({ waitUntil: 'networkidle' });
    // Down the page as a visitor scrolls it, each screen's pictures loaded before the next.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await imagesInViewLoaded(page);
    }
    await page.waitForLoadState('networkidle');
    // At least the hero's picture (the scan works); the regional focus shows its map, drawn in the page.
    expect(sizes.size).toBeGreaterThan(0);
    const tooLarge = [...sizes].filter(([, bytes]) => bytes > MAX_IMAGE_BYTES).map(([url, bytes]) => `${url} ${Math.round(bytes / 1024)} KB`);
    expect(tooLarge).toEqual([]);
    await page.context().close();
  });
});
