/** (a) An editor renames a property and publishes: the file changes in that field and nowhere else. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, inject, test } from 'vitest';
import { useBrowser } from '../e2e/support/browser';
import { openAdmin, publish } from './support/cms';
import { changes, lineChanges, snapshot } from './support/files';

const { root, siteUrl } = inject('cms');
const { browser } = useBrowser();

test('renaming a property rewrites its name and nothing else', async () => {
  const file = 'content/properties/al-lago.en.yml';
  const before = readFileSync(join(root, file), 'utf8');
  const everything = snapshot(root);

  const page = await browser().newPage();
  await openAdmin(page, siteUrl, undefined, '#/collections/properties/entries/al-lago');
  const name = page.getByLabel('Name', { exact: true });
  await expect.poll(() => name.inputValue(), { timeout: 120_000 }).toBe('Al Lago');
  await name.fill('Al Lago Brissago');
  await publish(page);

  const after = readFileSync(join(root, file), 'utf8');
  expect(parse(after)).toEqual({ ...parse(before), name: 'Al Lago Brissago' });
  expect(lineChanges(before, after)).toEqual({ removed: ['name: Al Lago'], added: ['name: Al Lago Brissago'] });
  expect(changes(everything, snapshot(root))).toEqual([file]);
});
