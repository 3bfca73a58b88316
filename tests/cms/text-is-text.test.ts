/**
 * Text is text: markup an editor types into a title, a summary and a Markdown text shows as
 * the characters typed, in the CMS preview and on the development site, and nothing in it runs.
 */
import type { Dialog, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { routes } from '../../src/lib/routes';
import { elements, parseHtml, textOf } from '../support/html';
import { useBrowser } from '../support/browser';
import { openAdmin, previewFrame, publish } from './support/cms';
import { cmsServer } from './support/dev-server';

const { siteUrl } = cmsServer();
const { browser } = useBrowser();

const MARKUP = '<img src=x onerror=alert(1)><script>alert(2)</script> <b>bold</b> <5% vacancy, A & B';
const SLUG = 'brissago-hotel-and-marina-enters-first-phase';
const TITLE = `Brissago ${MARKUP}`;
const BODY = `The first phase begins.\n\n${MARKUP}\n\n<div>\n\n[Open the file](javascript:alert(3))\n`;

/**
 * Every alert or prompt a page opens (an alert would be the markup running), dismissed. Decap's
 * own question before publishing is a confirm, which the publishing step answers.
 */
function dialogsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    if (dialog.type() === 'confirm') return;
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** What the markup would have made, had it been taken as HTML: counted in the whole document. */
const madeFromMarkup = (html: { evaluate<R>(fn: (element: HTMLElement) => R): Promise<R> }) =>
  html.evaluate((element) => {
    const doc = element.ownerDocument;
    return {
      pictures: doc.querySelectorAll('img[src="x"]').length,
      bold: doc.querySelectorAll('b').length,
      // Scripts that run: the page's data for search engines (JSON-LD) holds the title as text.
      scripts: [...doc.scripts].filter((script) => (!script.type || /javascript|module/.test(script.type)) && script.textContent?.includes('alert(')).length,
      scriptLinks: doc.querySelectorAll('a[href^="javascript"]').length,
    };
  });
const NOTHING = { pictures: 0, bold: 0, scripts: 0, scriptLinks: 0 };

test('markup typed into a title, a summary and a text shows as typed in the preview and on the page, and runs nowhere', async () => {
  const page = await browser().newPage({ viewport: { width: 1600, height: 1000 } });
  const dialogs = dialogsOf(page);
  await openAdmin(page, siteUrl, undefined, `#/collections/news/entries/${SLUG}`);
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Summary', { exact: true }).fill(MARKUP);
  // The text as Markdown, where what is typed is stored as typed. Decap's switch between rich
  // text and Markdown has no name of its own (its label is not passed on to the button).
  const markdownField = page.locator('[aria-label="markdown field"]');
  await markdownField.getByRole('switch').click();
  // The Markdown editor is a Slate editor, not a textarea: the text is typed anew, line by line.
  const markdownEditor = markdownField.locator('[data-slate-editor="true"]');
  await markdownEditor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const [i, line] of BODY.split('\n').entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }

  const frame = previewFrame(page);
  await expect.poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
  await expect.poll(() => frame.locator('.prose-site').textContent(), { timeout: 30_000 }).toContain(MARKUP);
  expect(await frame.locator('.prose-site').textContent()).toContain('<div>');
  expect(await frame.getByText('Open the file').getAttribute('href')).toBeNull();
  expect(await madeFromMarkup(frame.locator('html'))).toEqual(NOTHING);

  await publish(page);
  // The development server takes the published file in when it notices it. A page opened before
  // that would wait for the server's reload message, which a page still connecting can miss, so
  // the page is opened once the server serves the new heading.
  const url = `${siteUrl}${routes.newsItem(SLUG)}`;
  const servedHeading = async () => {
    const heading = elements(parseHtml(await (await fetch(url)).text())).find((element) => element.tagName === 'h1');
    return heading && textOf(heading).trim();
  };
  await expect.poll(servedHeading).toBe(TITLE);
  const site = await browser().newPage();
  const siteDialogs = dialogsOf(site);
  await site.goto(url);
  expect((await site.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(TITLE);
  expect(await site.locator('.prose-site').textContent()).toContain(MARKUP);
  expect(await site.getByText(MARKUP, { exact: true }).count()).toBeGreaterThan(0);
  expect(await site.getByText('Open the file').getAttribute('href')).toBeNull();
  expect(await madeFromMarkup(site.locator('html'))).toEqual(NOTHING);
  await site.waitForLoadState('load');
  expect([...dialogs, ...siteDialogs]).toEqual([]);
  await site.close();
  await page.close();
});
