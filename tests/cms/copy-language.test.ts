/**
 * "Fill in from another locale" fills the fields visibly: an article's German translation filled
 * in from the English original shows the English title in its field and the English text in the
 * Markdown editor, not an empty field with the text only in the preview and the file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseFrontmatter } from '../../admin/formats';
import { useBrowser } from '../support/browser';
import { openAdmin } from './support/cms';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { newContext } = useBrowser();

const SLUG = 'the-art-of-the-lakeside-welcome';
const english = parseFrontmatter(readFileSync(join(root, `content/articles/${SLUG}.en.md`), 'utf8')) as { title: string; body: string };
const german = parseFrontmatter(readFileSync(join(root, `content/articles/${SLUG}.de.md`), 'utf8')) as { title: string; body: string };

test('a translation filled in from the English original shows every copied text in its field', async () => {
  const page = await (await newContext()).newPage();
  await openAdmin(page, siteUrl, undefined, `#/collections/articles/entries/${SLUG}`);
  await page.getByRole('button', { name: /^Writing in EN$/ }).click();
  await page.getByRole('menuitem', { name: 'DE', exact: true }).click();
  await page.getByRole('button', { name: /^Writing in DE$/ }).waitFor();
  const title = page.getByLabel('Title', { exact: true });
  const article = page.locator('[aria-label="markdown field"] [data-slate-editor="true"]');
  await expect.poll(() => title.inputValue()).toBe(german.title);
  await expect.poll(() => article.textContent()).toContain(german.body.split('\n')[0]!.slice(0, 40));

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Fill in from another locale' }).click();
  await page.getByRole('menuitem', { name: 'EN', exact: true }).click();

  await expect.poll(() => title.inputValue()).toBe(english.title);
  // The first sentence of the English text, in the editor itself.
  const firstSentence = english.body.replace(/\s+/g, ' ').split('. ')[0]!;
  await expect.poll(async () => (await article.textContent())?.replace(/\s+/g, ' ')).toContain(firstSentence);
  page.on('dialog', (dialog) => void dialog.accept());
});
