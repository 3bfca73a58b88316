/**
 * Sharing a property or project page: "Copy link" writes the page's canonical address to the
 * clipboard and says so; "Share" hands title and address to the device's share sheet, and shows
 * only where the browser has one. Without JavaScript neither control shows; the enquiry does.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { localizePath, routes } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { inOrder } from '../support/content';

const { open } = useBrowser();
const property = inOrder('properties')[0]!;
const project = inOrder('projects').find((p) => !p['investorsOnly'])!;
const PAGES = [
  { lang: 'en', path: routes.property(String(property['slug'])), name: String(property['name']) },
  { lang: 'fr', path: routes.project(String(project['slug'])), name: String(project['name']) },
] as const;

/** A share sheet the test can read: what the page handed to it. */
const fakeShareSheet = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
};

describe.each(PAGES)('$lang $path', ({ lang, path, name }) => {
  const t = useTranslations(lang);
  const address = localizePath(path, lang);

  it('"Copy link" puts the canonical address on the clipboard and announces it', async () => {
    const page = await open(address, { permissions: ['clipboard-read', 'clipboard-write'] });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const copy = page.getByRole('button', { name: t('asset.copyLink'), exact: true });
    await copy.click();
    await expect.poll(() => page.locator('[data-share-status]').innerText()).toBe(t('asset.linkCopied'));
    expect(await page.locator('[data-share-status]').getAttribute('role')).toBe('status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  it('"Share" hands the name and address to the share sheet where the browser has one', async () => {
    const page = await open(address, {}, fakeShareSheet);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await page.getByRole('button', { name: t('asset.share'), exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({ title: name, url: canonical });
  });
});

it('offers "Share" only where the browser has a share sheet', async () => {
  const page = await open(PAGES[0].path);
  await page.getByRole('button', { name: 'Copy link', exact: true }).waitFor();
  const has = await page.evaluate(() => typeof navigator.share === 'function');
  expect(await page.getByRole('button', { name: 'Share', exact: true }).isVisible()).toBe(has);
});

it('without JavaScript shows no share control, and the enquiry all the same', async () => {
  const page = await open(PAGES[0].path, { javaScriptEnabled: false });
  expect(await page.locator('[data-share]').isVisible()).toBe(false);
  expect(await page.locator('[data-enquiry] a[href^="mailto:"]').isVisible()).toBe(true);
});
