/**
 * What the editor types is what the form shows, and what is saved: even while the entry's
 * pictures are still loading (Decap, unmended, drew no control of the form until they had; see
 * patches/decap-cms-core+3.19.1.patch), a photo's description included, and
 * in a long text, whose Markdown goes to the form when typing pauses, even when Save is pressed
 * straight after the last key. Keys that only add text leave the toolbar alone, and it still shows
 * the marks where the cursor is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseYaml, splitFrontmatter } from '../../src/model/format';
import { useBrowser } from '../support/browser';
import { consoleProblems, holdPictures, openAdmin, save, writeEntry } from './support/cms';
import { cmsServer, gitIn } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

// A brand: its logo and photograph load as the form opens.
const BRAND = 'villa-orselina';
const FILE = `content/brands/${BRAND}.en.yml`;
const original = String(parseYaml(readFileSync(join(root, FILE), 'utf8'))['name']);

test('text typed while a picture loads stays on screen and is what the draft holds', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  // The pictures are held back until the typing is done, so the name is typed while they load.
  const pictures = await holdPictures(page);

  await openAdmin(page, siteUrl, undefined, `#/collections/brands/entries/${BRAND}`);
  const name = page.getByLabel('Name', { exact: true });
  await expect.poll(() => name.inputValue()).toBe(original);
  await pictures.asked;
  await name.press('End');
  await name.pressSequentially(' Bernasconi');
  const typed = `${original} Bernasconi`;
  await expect.poll(() => name.inputValue()).toBe(typed);

  pictures.release();
  await page.locator('.cms-thumbnail img').waitFor();
  expect(await name.inputValue()).toBe(typed);
  await save(page);
  const draft = gitIn(root, 'show', `cms/brands/${BRAND}:${FILE}`);
  expect(parseYaml(draft)['name']).toBe(typed);
  gitIn(root, 'branch', '-D', `cms/brands/${BRAND}`);
  expect(problems).toEqual([]);
  await page.close();
});

// A photo chosen from the library and described while the photo is still on its way: the group
// (photo and description) is checked at the save with what the editor wrote, not with what the
// form last drew, which Decap does not draw again until the photo has loaded.
test('a photo described while it loads is saved with its description, not refused for lacking one', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  const PHOTO = 'lake-boats.jpg';
  const photo = await holdPictures(page, (path) => path.endsWith(PHOTO));
  await openAdmin(page, siteUrl, undefined, '#/collections/news/new');
  const slug = 'moorings-described-while-the-photo-loads';
  await writeEntry(page, {
    title: 'Moorings described while the photo loads',
    slug,
    date: '2025-05-21',
    category: 'Developments',
    summary: 'A photo is described before it has reached the form.',
    picture: { library: PHOTO },
    alt: 'Rowing boats on a pebble shore at sunset',
    text: 'The description was typed while the photo loaded.',
  });
  expect(await page.getByText('Loading the picture…').isVisible()).toBe(true);
  await save(page);
  photo.release();
  const draft = splitFrontmatter(gitIn(root, 'show', `cms/news/${slug}:content/news/${slug}.en.md`)).data;
  expect(draft['image']).toMatchObject({ alt: 'Rowing boats on a pebble shore at sunset' });
  gitIn(root, 'branch', '-D', `cms/news/${slug}`);
  expect(problems).toEqual([]);
  await page.close();
});

// A news item's article: the longest Markdown field of the site.
const NEWS = 'planning-application-submitted-for-al-lago-brissago';
const NEWS_FILE = `content/news/${NEWS}.en.md`;

test('every key typed into a long text is saved when Save follows the last key at once, and shown when the text turns raw', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  await openAdmin(page, siteUrl, undefined, `#/collections/news/entries/${NEWS}`);
  const article = page.locator('[aria-label="markdown field"]');
  // A click right of the last line puts the cursor at the end of the text.
  const atTheEnd = async () => {
    const lastParagraph = article.locator('[data-slate-editor="true"] > p').last();
    const box = (await lastParagraph.boundingBox())!;
    await lastParagraph.click({ position: { x: box.width - 2, y: box.height - 2 } });
  };
  await atTheEnd();
  await page.keyboard.type(' Open afternoons start at three.');
  await save(page);
  const draft = splitFrontmatter(gitIn(root, 'show', `cms/news/${NEWS}:${NEWS_FILE}`)).body;
  expect(draft.trimEnd()).toMatch(/summer season\. Open afternoons start at three\.$/);

  await atTheEnd();
  await page.keyboard.type(' Coffee is served.');
  await article.getByRole('switch').click();
  await expect.poll(() => article.locator('[data-slate-editor="true"]').textContent()).toMatch(/start at three\. Coffee is served\.$/);
  gitIn(root, 'branch', '-D', `cms/news/${NEWS}`);
  expect(problems).toEqual([]);
  await page.close();
});

test('the toolbar shows the marks at the cursor: Bold lights up as it is switched on and in bold text, and goes out outside it', async () => {
  const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
  const problems = consoleProblems(page);
  await openAdmin(page, siteUrl, undefined, `#/collections/news/entries/${NEWS}`);
  const article = page.locator('[aria-label="markdown field"]');
  const lastParagraph = article.locator('[data-slate-editor="true"] > p').last();
  const box = (await lastParagraph.boundingBox())!;
  await lastParagraph.click({ position: { x: box.width - 2, y: box.height - 2 } });
  // Decap draws an active toolbar button in its darkest grey.
  const bold = article.getByRole('button', { name: 'Bold' });
  const active = 'rgb(30, 37, 50)';
  const boldColour = () => bold.evaluate((button) => getComputedStyle(button).color);
  expect(await boldColour()).not.toBe(active);

  await page.keyboard.type(' ');
  await page.keyboard.press('Control+B');
  await expect.poll(boldColour).toBe(active);
  const words = 'Bold words';
  await page.keyboard.type(words);
  await expect.poll(() => lastParagraph.locator('strong').last().textContent()).toBe(words);
  expect(await boldColour()).toBe(active);
  // Back into the plain text before it, and forward into the bold words again.
  for (let i = 0; i <= words.length; i += 1) await page.keyboard.press('ArrowLeft');
  await expect.poll(boldColour).not.toBe(active);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(boldColour).toBe(active);
  expect(problems).toEqual([]);
  await page.close();
});
