/**
 * A deletion says what it removed and can be undone from the CMS (admin/deletions.ts): a person
 * deleted in the editor is gone in one commit that names them, the notice names the person and the
 * four language files, and "Undo the deletion" writes every file back as it was, in a commit of
 * its own, and opens the person again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import { openAdmin } from './support/cms';
import { cmsServer, gitIn } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { newContext } = useBrowser();

const SLUG = 'sophie-marxer';
const FILES = ['en', 'de', 'it', 'fr'].map((code) => `content/people/${SLUG}.${code}.yml`);

test('a deleted person is named with their files, and brought back whole by one click', async () => {
  const before = FILES.map((file) => readFileSync(join(root, file), 'utf8'));
  const page = await (await newContext()).newPage();
  await openAdmin(page, siteUrl, undefined, `#/collections/people/entries/${SLUG}`);
  await expect.poll(() => page.getByLabel('Full name', { exact: true }).inputValue(), { timeout: 120_000 }).toBe('Sophie Marxer');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click();

  const notice = page.locator('#cms-deletion');
  await expect.poll(() => notice.textContent(), { timeout: 60_000 }).toContain(`Deleted: Person «${SLUG}», with its files ${FILES.join(', ')}.`);
  for (const file of FILES) expect(existsSync(join(root, file)), file).toBe(false);
  expect(gitIn(root, 'log', '-1', '--format=%s').trim()).toMatch(new RegExp(`^Delete .*${SLUG}`));

  await notice.getByRole('button', { name: 'Undo the deletion' }).click();
  await expect.poll(() => notice.textContent(), { timeout: 60_000 }).toContain(`Restored: Person «${SLUG}».`);
  expect(FILES.map((file) => readFileSync(join(root, file), 'utf8'))).toEqual(before);
  expect(gitIn(root, 'log', '-1', '--format=%s').trim()).toBe(`Restore people “${SLUG}”`);
  expect(gitIn(root, 'status', '--porcelain')).toBe('');
  await expect.poll(() => page.getByLabel('Full name', { exact: true }).inputValue(), { timeout: 120_000 }).toBe('Sophie Marxer');
});
