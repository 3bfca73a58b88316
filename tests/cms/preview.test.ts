/** (c) The previews show an entry as the site will: its content, its pictures, the site's type. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest';
import { useTranslations } from '@/i18n';
import { parseFrontmatter } from '../../admin/formats';
import { parseYaml } from '../../src/model/format';
import { useBrowser } from '../support/browser';
import { previewFrame, showEntry } from './support/cms';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();
// The previews speak the site's English UI strings.
const t = useTranslations('en');
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
});

/** The preview renders after the entry and its pictures load through the CMS backend. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 120_000, interval: 500 });

/**
 * Opens an entry: the CMS is loaded once, and the tests move from entry to entry through the
 * lists (showEntry). After a test that failed it is loaded afresh.
 */
async function openEntry(route: string): Promise<Page> {
  onTestFailed(() => page.goto('about:blank').then(() => undefined));
  await showEntry(page, siteUrl, route);
  return page;
}

/** Every picture of the preview has loaded (the file was found through the CMS backend), and there is one at least. */
function picturesLoaded(page: Page) {
  return previewFrame(page)
    .locator('img')
    .evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
}

describe('every custom preview shows its entry with its pictures', () => {
  // People have no portraits yet and news items no photographs: their previews show the entry
  // in type, with no picture to load, as the site's pages do.
  test.each([
    ['properties', 'monte-bre.en.yml', 'name', 'image'],
    ['brands', 'villa-orselina.en.yml', 'name', 'logo'],
    ['people', 'elisabeth-frommelt.en.yml', 'name', 'portrait'],
    ['news', 'verbano-capital-opens-lugano-office.en.md', 'title', 'image'],
    ['reports', 'alpine-eco-tourism-southern-switzerland.en.md', 'title', 'image'],
  ])('%s › %s', async (collection, file, titleField, pictureField) => {
    const text = readFileSync(join(root, 'content', collection, file), 'utf8');
    const data = file.endsWith('.md') ? parseFrontmatter(text) : parseYaml(text);
    const page = await openEntry(`#/collections/${collection}/entries/${file.replace(/\.en\.\w+$/, '')}`);
    const heading = previewFrame(page).getByRole('heading', { level: 1, name: String(data[titleField]) });
    await eventually(() => heading.count()).toBe(1);
    if (data[pictureField]) await eventually(() => picturesLoaded(page)).toBe(true);
    else expect(await previewFrame(page).locator('img').count()).toBe(0);
  });
});

// Last: it leaves a change unsaved in the form, which the CMS asks about before it moves on.
test('a project preview shows its content in the site style and follows the form', async () => {
  const project = parseYaml(readFileSync(join(root, 'content/projects/brissago-hotel-spa.en.yml'), 'utf8'));
  const name = String(project['name']);
  const page = await openEntry(`#/collections/projects/entries/${String(project['slug'])}`);
  const frame = previewFrame(page);
  const title = frame.getByRole('heading', { level: 1 });
  await eventually(() => title.textContent()).toBe(name);
  await eventually(() => frame.getByText(t('project.timeline')).count()).toBeGreaterThan(0);
  await eventually(() => frame.getByText(String(project['description']).split(/\s+/).slice(0, 6).join(' ')).count()).toBeGreaterThan(0);
  await eventually(() => frame.getByText(t('project.features')).count()).toBeGreaterThan(0);
  await eventually(() => picturesLoaded(page)).toBe(true);
  // The site's stylesheet is in the frame: display type and page width come from its tokens.
  expect(await title.evaluate((h) => getComputedStyle(h).fontFamily)).toContain('Cormorant Garamond');
  // Compared with what the browser makes of the site's 88rem, whichever unit it reports in.
  const [width, siteWidth] = await frame.locator('.container-site').first().evaluate((el) => {
    const probe = el.ownerDocument.createElement('div');
    probe.style.maxWidth = '88rem';
    el.ownerDocument.body.append(probe);
    const expected = getComputedStyle(probe).maxWidth;
    probe.remove();
    return [getComputedStyle(el).maxWidth, expected];
  });
  expect(width).toBe(siteWidth);

  await page.getByLabel('Name', { exact: true }).fill(`${name}, phase one`);
  await eventually(() => title.textContent()).toBe(`${name}, phase one`);
});
