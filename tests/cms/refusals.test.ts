/**
 * The CMS refuses what the build would refuse, before anything is written, and says what and
 * where: the refused field is marked with the build's own words, a notice names it, and the form
 * shows it. Decimal commas are read as decimals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { parseFrontmatter } from '../../admin/formats';
import { parseYaml } from '../../src/model/format';
import { useBrowser } from '../support/browser';
import { adminPagePerTest, publish, requestPublish } from './support/cms';
import { changes, lineChanges, snapshot } from './support/files';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const openAdminPage = adminPagePerTest(browser, siteUrl);
let page: Page;
async function open(route: string) {
  page = await openAdminPage(route);
}

/**
 * Publishing is refused: the field is marked with `message`, in ordinary type, the notice names
 * the field without saying the message again, and the field is in view.
 */
async function expectRefusal(label: string, message: RegExp) {
  const before = snapshot(root);
  await requestPublish(page);
  const notice = page.locator('#cms-refusal');
  await expect.poll(() => notice.textContent()).toMatch(new RegExp(`Not saved.*${label.replace(/[()]/g, '\\$&')}`));
  expect(await notice.textContent()).not.toMatch(message);
  const marked = page.locator('ul[class*="ControlErrorsList"]').filter({ hasText: message }).first();
  await expect.poll(() => marked.isVisible()).toBe(true);
  expect(await marked.textContent()).not.toContain(`${label}:`);
  expect(await marked.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
  await expect.poll(() => marked.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  })).toBe(true);
  expect(changes(before, snapshot(root))).toEqual([]);
}

const property = 'content/properties/al-lago.en.yml';
const propertyData = () => parseYaml(readFileSync(join(root, property), 'utf8'));

test('a web address follows the title, and one another entry already has is refused', async () => {
  const taken = String(parseFrontmatter(readFileSync(join(root, 'content/news/verbano-capital-opens-lugano-office.en.md'), 'utf8'))['slug']);
  await open('#/collections/news/new');
  const address = page.getByLabel('Web address', { exact: true });
  await page.getByLabel('Title', { exact: true }).fill('Harbour works begin in Brissago');
  await expect.poll(() => address.inputValue()).toBe('harbour-works-begin-in-brissago');
  await address.fill(taken);
  await expectRefusal('Web address', /already uses the web address/);
});

test('emptying a list that must have items is refused', async () => {
  await open('#/collections/properties/entries/al-lago');
  await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(propertyData()['name']);
  const list = page.locator('[aria-label="list field"]').filter({ has: page.getByText('Key features', { exact: true }) }).first();
  const items = list.locator('[class*="listControlItem"]');
  await expect.poll(() => items.count()).toBe((propertyData()['features'] as string[]).length);
  // Each item's top bar ends with its remove button.
  while ((await items.count()) > 0) await items.first().locator('[class*="TopBar"] > button').last().click();
  await expectRefusal('Key features', /Add at least one item/);
});

test('a decimal comma is read as a decimal mark and saved as a number', async () => {
  const before = readFileSync(join(root, property), 'utf8');
  const everything = snapshot(root);
  await open('#/collections/properties/entries/al-lago');
  const value = page.getByLabel('Market value (millions)', { exact: true });
  await expect.poll(() => value.inputValue()).toBe(String(propertyData()['marketValue']));
  await value.fill('24,9');
  await publish(page);
  const after = readFileSync(join(root, property), 'utf8');
  expect(parseYaml(after)['marketValue']).toBe(24.9);
  expect(lineChanges(before, after).added).toEqual(['marketValue: 24.9']);
  expect(changes(everything, snapshot(root))).toEqual([property]);
});

test('a fraction in a whole-number field, text in a number field, thousands with a comma and an amount typed in full are refused', async () => {
  await open('#/collections/properties/entries/al-lago');
  const position = page.getByLabel('Position', { exact: true });
  await expect.poll(() => position.inputValue()).toBe(String(propertyData()['order']));
  await position.fill('2.5');
  await expectRefusal('Position', /Use a whole number/);
  await position.fill('two');
  await expectRefusal('Position', /Enter a number/);
  await position.fill(String(propertyData()['order']));
  // Read as a decimal, "10,000" once went live as 10 m²; typed in full, an amount in millions as 88 trillion.
  await page.getByLabel('Land area (m²)', { exact: true }).fill('10,000');
  await expectRefusal('Land area (m²)', /"10,000" could be read either way/);
  await page.getByLabel('Land area (m²)', { exact: true }).fill(String(propertyData()['landArea']));
  await page.getByLabel('Market value (millions)', { exact: true }).fill("88'100'000");
  await expectRefusal('Market value (millions)', /Use a number of at most 10000/);
});

test('a day that does not exist and a day far in the future are refused', async () => {
  await open('#/collections/news/entries/verbano-capital-opens-lugano-office');
  const date = page.getByLabel('Date', { exact: true });
  await expect.poll(() => date.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill('2099-03-15');
  await expectRefusal('Date', /Use a date from 2000-01-01 to/);
  // Typed digit by digit, as an editor would: February has no 30th.
  await date.click();
  await date.press('Control+a');
  await page.keyboard.type('02302025');
  await expectRefusal('Date', /Enter a date that exists/);
});
