/** (a) An editor renames a property and publishes: the file changes in that field and nowhere else. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import { openAdmin, publish } from './support/cms';
import { changes, lineChanges, snapshot } from './support/files';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

test('renaming a property rewrites its name and nothing else', async () => {
  const file = 'content/properties/al-lago.en.yml';
  const before = readFileSync(join(root, file), 'utf8');
  const { name: original, slug } = parse(before) as { name: string; slug: string };
  const renamed = `${original} Residences`;
  const everything = snapshot(root);

  const page = await browser().newPage();
  await openAdmin(page, siteUrl, undefined, `#/collections/properties/entries/${slug}`);
  const name = page.getByLabel('Name', { exact: true });
  await expect.poll(() => name.inputValue(), { timeout: 120_000 }).toBe(original);
  await name.fill(renamed);
  await publish(page);

  const after = readFileSync(join(root, file), 'utf8');
  expect(parse(after)).toEqual({ ...parse(before), name: renamed });
  expect(lineChanges(before, after)).toEqual({ removed: [`name: ${original}`], added: [`name: ${renamed}`] });
  expect(changes(everything, snapshot(root))).toEqual([file]);
});
