/**
 * Notices go away once they no longer hold (admin/refusals.ts): a success after a few seconds or
 * as soon as the editor moves on, a refusal once its cause is fixed, and none, the CMS's or
 * Decap's, follows the editor into another entry. A notice of publication once stayed for ten
 * minutes, over the next entry; "Not saved" stayed after the save went through.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import { adminPagePerTest, goToEntry, publishReady, requestPublish, save, setStatus } from './support/cms';
import { cmsServer } from './support/dev-server';

const { siteUrl } = cmsServer();
const { browser } = useBrowser();

const openAdminPage = adminPagePerTest(browser, siteUrl);
let page: Page;
async function open(route: string) {
  page = await openAdminPage(route);
}

const ownNotice = () => page.locator('#cms-refusal');
const decapNotices = () => page.locator('.Toastify__toast');
/**
 * Nothing on screen says anything any more: no notice of the CMS's, none of Decap's (whose own
 * last 8 s; a notice leaving slides out for a moment).
 */
const noNotice = async () => {
  await expect.poll(() => ownNotice().count()).toBe(0);
  await expect.poll(() => decapNotices().count(), { timeout: 4000 }).toBe(0);
};

const PRESS = '#/collections/press/entries';
/** How long a notice of success stays (SUCCESS_MS of admin/refusals.ts, which runs in the page only). */
const SUCCESS_MS = 8000;

test('the notice of a publication goes after a few seconds, and at once when the editor moves to another entry', async () => {
  await open(`${PRESS}/capital-allocation-2025-2027`);
  const summary = page.getByLabel('Summary', { exact: true });
  await expect.poll(() => summary.inputValue()).not.toBe('');
  await summary.fill(`${await summary.inputValue()} The allocation is reviewed every spring.`);
  await save(page);
  await setStatus(page, 'Ready');
  await publishReady(page);
  await expect.poll(() => ownNotice().getAttribute('class')).toContain('cms-notice-published');
  // Gone by itself, on the same entry, a little after it was shown.
  await expect.poll(() => ownNotice().count(), { timeout: SUCCESS_MS + 20_000 }).toBe(0);

  // Published again, and the editor moves on at once: the next entry opens without it.
  await summary.fill(`${await summary.inputValue()} Its results are published each summer.`);
  await save(page);
  await setStatus(page, 'Ready');
  await publishReady(page);
  await ownNotice().waitFor();
  await goToEntry(page, `${PRESS}/cardada-alpine-eco-lodging-plans`);
  expect(await ownNotice().count()).toBe(0);
  await noNotice();
});

test('a refused save’s notice goes once the field is filled and saved, and does not follow the editor into another entry', async () => {
  await open(`${PRESS}/managed-properties-2024-performance`);
  const title = page.getByLabel('Title', { exact: true });
  await expect.poll(() => title.inputValue()).not.toBe('');
  const before = await title.inputValue();
  await title.fill('');
  await requestPublish(page);
  await expect.poll(() => ownNotice().textContent()).toMatch(/^Not saved\. Please check Title/);
  await title.fill(`${before} (updated)`);
  await save(page);
  expect(await ownNotice().count()).toBe(0);

  // Refused again, then the editor goes to another entry instead.
  await title.fill('');
  await requestPublish(page);
  await expect.poll(() => ownNotice().textContent()).toMatch(/^Not saved\./);
  page.once('dialog', (dialog) => void dialog.accept());
  await goToEntry(page, `${PRESS}/residences-at-hotel-orselina`);
  expect(await ownNotice().count()).toBe(0);
  await noNotice();
});

test('an upload’s refusal goes once a good file is picked, or when the media library closes', async () => {
  await open('');
  await page.getByRole('button', { name: 'Media' }).click();
  await page.getByRole('button', { name: 'Upload' }).waitFor();
  const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b8fa3' } }).jpeg().toBuffer();
  const good = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#36566b' } }).jpeg().toBuffer();
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'small-jetty.jpg', mimeType: 'image/jpeg', buffer: small });
  await expect.poll(() => ownNotice().textContent()).toMatch(/^small-jetty\.jpg is 640 × 480 pixels/);
  await input.setInputFiles({ name: 'lake-evening-wide.jpg', mimeType: 'image/jpeg', buffer: good });
  await expect.poll(() => ownNotice().count()).toBe(0);
  await page.getByText('lake-evening-wide.jpg', { exact: true }).waitFor({ timeout: 60_000 });

  await input.setInputFiles({ name: 'small-jetty.jpg', mimeType: 'image/jpeg', buffer: small });
  await ownNotice().waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('button', { name: 'Upload' }).count()).toBe(0);
  await noNotice();
});
