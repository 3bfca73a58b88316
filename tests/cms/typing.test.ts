/**
 * What the editor types is what the form shows, and what is saved, even while the entry's
 * pictures are still loading (Decap renders no control of the form until they have loaded).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { parseYaml } from '../../src/model/format';
import { useBrowser } from '../e2e/support/browser';
import { consoleProblems, openAdmin, save } from './support/cms';
import { gitIn } from './support/dev-server';

const { root, siteUrl } = inject('cms');
const { browser } = useBrowser();

// A brand: its logo and photograph load as the form opens.
const BRAND = 'villa-orselina';
const FILE = `content/brands/${BRAND}.en.yml`;
const original = String(parseYaml(readFileSync(join(root, FILE), 'utf8'))['name']);

test('text typed while a picture loads stays on screen and is what the draft holds', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  // The pictures are held back until the typing is done, so the name is typed while they load.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const pictureAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/v1', async (route) => {
    if ((route.request().postDataJSON() as { action?: string }).action === 'getMediaFile') {
      asked();
      await held;
    }
    await route.fallback();
  });

  await openAdmin(page, siteUrl, undefined, `#/collections/brands/entries/${BRAND}`);
  const name = page.getByLabel('Name', { exact: true });
  await expect.poll(() => name.inputValue()).toBe(original);
  await pictureAsked;
  await name.press('End');
  await name.pressSequentially(' Bernasconi');
  const typed = `${original} Bernasconi`;
  await expect.poll(() => name.inputValue()).toBe(typed);

  release();
  await page.locator('.cms-thumbnail img').waitFor();
  expect(await name.inputValue()).toBe(typed);
  await save(page);
  const draft = gitIn(root, 'show', `cms/brands/${BRAND}:${FILE}`);
  expect(parseYaml(draft)['name']).toBe(typed);
  gitIn(root, 'branch', '-D', `cms/brands/${BRAND}`);
  expect(problems).toEqual([]);
  await page.close();
});
