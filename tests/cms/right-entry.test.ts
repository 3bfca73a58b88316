/**
 * The form always shows the entry asked for: right after a press release is published, a research
 * report opened by its address, through the lists, or by the browser's back and forward buttons
 * shows its own title, web address and summary, never the release's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { parseFrontmatter } from '../../admin/formats';
import { useBrowser } from '../support/browser';
import { openAdmin, publish } from './support/cms';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const REPORT = 'investment-outlook-2025';
const report = parseFrontmatter(readFileSync(join(root, `content/reports/${REPORT}.en.md`), 'utf8'));

/** What the form shows of the entry: its title, web address and summary. */
const form = (page: Page) =>
  Promise.all(['Title', 'Web address', 'Summary'].map((label) => page.getByLabel(label, { exact: true }).inputValue().catch(() => undefined)));
const reportForm = [report['title'], REPORT, report['excerpt']].map(String);

/** The form comes to show `wanted` (on failure, the difference from what it shows). */
const expectForm = (page: Page, wanted: (string | undefined)[]) =>
  expect
    .poll(() => form(page))
    .toEqual(wanted)
    .catch(async () => expect(await form(page)).toEqual(wanted));

/** Writes and publishes a new press release; the editor stays on it. */
async function publishRelease(page: Page, title: string) {
  await openAdmin(page, siteUrl, undefined, '#/collections/press/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill('2025-05-20');
  await page.getByLabel('Summary', { exact: true }).fill(`${title}: the summary of the release.`);
  await publish(page);
  await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#\/collections\/press\/entries\//);
}

test('right after a release is published, a report opened by its address shows the report', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  await publishRelease(page, 'Orselina residences reach their first owners');
  await page.goto(`${siteUrl}/admin#/collections/reports/entries/${REPORT}`);
  await expectForm(page, reportForm);
  await page.close();
});

/** Publishes a release, then opens the report through the reports' list; resolves with the release's form. */
async function toReportThroughTheList(page: Page, title: string) {
  await publishRelease(page, title);
  const releaseForm = await form(page);
  expect(releaseForm[0]).toBe(title);
  // The editor goes back to the collections and on to the reports' list, as the editor's back link and the sidebar do.
  await page.evaluate(() => (window.location.hash = '#/collections/reports'));
  await page.getByRole('link', { name: String(report['title']) }).first().click();
  await expectForm(page, reportForm);
  return releaseForm;
}

test('right after a release is published, a report reached through the lists shows the report', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  await toReportThroughTheList(page, 'Brissago marina opens its waiting list');
  await page.close();
});

test('back and forward from the report show the release, then the report again', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const releaseForm = await toReportThroughTheList(page, 'Cardada lodge opens its booking calendar');
  await page.goBack();
  await page.goBack();
  await expectForm(page, releaseForm);
  await page.goForward();
  await page.goForward();
  await expectForm(page, reportForm);
  await page.close();
});
