/**
 * Every collection and every single page has a preview that shows the entry as the site will:
 * its main heading and its text, section by section, read from the content files themselves.
 * The preview follows the form as it scrolls, and no preview logs an error or a warning.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { parseFrontmatter } from '../../admin/formats';
import { parseYaml } from '../../src/model/format';
import { useBrowser } from '../support/browser';
import { consoleProblems, previewFrame, showEntry } from './support/cms';
import { cmsServer } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

type Data = Record<string, unknown>;
type Item = Record<string, string | undefined>;

let context: BrowserContext;
let page: Page;
/** What the CMS logged while a test ran: errors, warnings, uncaught exceptions, failed requests. */
let logged: string[] = [];

// One page for the file, moving from entry to entry as an editor does: through the collection's
// list, so each entry's form and preview are made afresh, and the CMS is loaded once, not per entry.
beforeAll(async () => {
  context = await browser().newContext({ viewport: { width: 1600, height: 1000 } });
  page = await context.newPage();
  logged = consoleProblems(page);
});
afterAll(async () => {
  await context.close();
});
// Each test expects only its own problems.
afterEach(() => {
  logged.length = 0;
});

const open = (route: string) => showEntry(page, siteUrl, route);

/** The preview renders after the entry and its pictures load through the CMS backend. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 120_000, interval: 250 });

const read = (path: string): Data => {
  const text = readFileSync(join(root, 'content', path), 'utf8');
  return path.endsWith('.md') ? parseFrontmatter(text) : parseYaml(text);
};

/** The English part of a page or settings file, which holds every language. */
const readEnglish = (path: string): Data => read(path)['en'] as Data;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first words of a Markdown text's first paragraph, as a reader sees them. */
function firstWords(markdown: string, count = 6): string {
  const line = markdown.split('\n').find((l) => /^[A-Za-z]/.test(l.trim()));
  if (!line) throw new Error(`No paragraph in:\n${markdown}`);
  const plain = line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
  return plain.trim().split(/\s+/).slice(0, count).join(' ');
}

const items = (section: Data) => (section['items'] ?? []) as (Item | string)[];
const first = (section: Data) => items(section)[0];

/** A heading and one piece of text of each section, whatever its type. */
function sectionTexts(sections: unknown): string[] {
  return ((sections ?? []) as Data[]).flatMap((section) => {
    const heading = String(section['heading']);
    const item = first(section);
    switch (section['type']) {
      case 'text':
        return [heading, firstWords(String(section['body']))];
      case 'callout':
        return [heading, String(section['text'])];
      case 'bullets':
        return [heading, String(item)];
      case 'metrics':
        return [heading, String((item as Item)['label'])];
      default:
        return [heading, String((item as Item)['title']), String((item as Item)['text'])];
    }
  });
}

/** The text of the preview's document, spaces squeezed. */
const previewText = () => previewFrame(page).locator('body').evaluate((body) => body.textContent ?? '');

async function expectPreview(heading: { level: number; name: string }, texts: readonly string[]) {
  const frame = previewFrame(page);
  await eventually(() => frame.getByRole('heading', { level: heading.level, name: squeeze(heading.name), exact: true }).count()).toBeGreaterThan(0);
  for (const text of texts) await eventually(async () => squeeze(await previewText())).toContain(squeeze(text));
  expect(logged).toEqual([]);
}

const folderCases: [collection: string, file: string, heading: (d: Data) => string, texts: (d: Data) => string[]][] = [
  ['properties', 'al-lago.en.yml', (d) => String(d['name']), (d) => [String(d['description'])]],
  ['projects', 'brissago-hotel-spa.en.yml', (d) => String(d['name']), (d) => [String(d['description'])]],
  ['municipalities', 'ascona.en.yml', (d) => String(d['name']), (d) => [String(d['description'])]],
  // The brand's heading is its logo, named by the logo's description.
  ['brands', 'villa-orselina.en.yml', (d) => String((d['logo'] as Item)['alt']), (d) => [String(d['tagline']), String(d['description'])]],
  ['people', 'elisabeth-frommelt.en.yml', (d) => String(d['name']), (d) => [String(d['bio'])]],
  ['news', 'verbano-capital-opens-lugano-office.en.md', (d) => String(d['title']), (d) => [String(d['excerpt']), firstWords(String(d['body']))]],
  ['press', 'capital-allocation-2025-2027.en.md', (d) => String(d['title']), (d) => [firstWords(String(d['body']))]],
  ['reports', 'ticino-hospitality-market-review-2025.en.md', (d) => String(d['title']), (d) => [String(d['excerpt']), firstWords(String(d['body']))]],
  ['articles', 'building-lightly-at-cardada.en.md', (d) => String(d['title']), (d) => [String(d['excerpt']), firstWords(String(d['body']))]],
  ['legal', 'privacy.en.md', (d) => String(d['title']), (d) => [String(d['summary']), firstWords(String(d['body']))]],
  ['capabilities', 'development.en.yml', (d) => String(d['title']), (d) => [String(d['intro']), ...(d['paragraphs'] as string[]), ...sectionTexts(d['sections'])]],
];

test.each(folderCases)('%s › %s: the preview shows the heading and the text', async (collection, file, heading, texts) => {
  const data = read(`${collection}/${file}`);
  await open(`#/collections/${collection}/entries/${file.replace(/\.en\.\w+$/, '')}`);
  await expectPreview({ level: 1, name: heading(data) }, texts(data));
});

test('press › a release without its own text shows the standard text the site publishes', async () => {
  const data = read('press/cardada-alpine-eco-lodging-plans.en.md');
  expect(String(data['body']).trim()).toBe('');
  await open('#/collections/press/entries/cardada-alpine-eco-lodging-plans');
  await expectPreview({ level: 1, name: String(data['title']) }, [String(data['excerpt'])]);
});

/**
 * The pages made of sections, and one of the pages that list other collections' entries under
 * their hero (team, partners and contact share its preview).
 */
const SECTION_PAGES = ['regional-focus', 'company-profile', 'strategic-partnership', 'esg', 'sustainable-investing', 'careers', 'insights', 'portfolio'];

test.each(SECTION_PAGES)('pages › %s: the hero and every section', async (name) => {
  const data = readEnglish(`pages/${name}.yml`);
  await open(`#/collections/pages/entries/${name}`);
  await expectPreview({ level: 1, name: String(data['title']) }, [String(data['intro']), ...sectionTexts(data['sections'])]);
});

test('pages › home: the slides and the three sections with their cards', async () => {
  const data = readEnglish('pages/home.yml');
  const slides = data['slides'] as Item[];
  const sections = ['whatWeDo', 'regionalFocus', 'news'].map((key) => data[key] as { heading: string; intro: string; cards: Item[] });
  await open('#/collections/pages/entries/home');
  await expectPreview({ level: 1, name: String(data['title']) }, [
    ...slides.flatMap((s) => [String(s['titleBold']), String(s['subtitle'])]),
    ...sections.flatMap((s) => [s.heading, s.intro, ...s.cards.flatMap((c) => [String(c['title']), String(c['description'])])]),
  ]);
});

test('settings › firm details: the contact details, the offices and the footer', async () => {
  const site = readEnglish('settings/site.yml');
  const menu = readEnglish('settings/menu.yml');
  const offices = site['offices'] as Item[];
  const legal = menu['legal'] as Item[];
  await open('#/collections/settings/entries/site');
  // The footer lists the menu's legal links, loaded from the other settings file.
  await expectPreview({ level: 1, name: String(site['firmName']) }, [
    String(site['tagline']),
    String(site['rights']),
    String(site['phone']),
    ...offices.map((o) => String(o['focus'])),
    ...legal.map((l) => String(l['label'])),
  ]);
});

test('settings › menu: every group and link, and the footer made from them', async () => {
  const site = readEnglish('settings/site.yml');
  const menu = readEnglish('settings/menu.yml');
  const groups = menu['groups'] as { title: string; items?: Item[]; subgroups?: { title: string; items: Item[] }[] }[];
  const [firstGroup] = groups;
  if (!firstGroup) throw new Error('The menu has no group.');
  await open('#/collections/settings/entries/menu');
  await expectPreview({ level: 2, name: firstGroup.title }, [
    ...groups.flatMap((g) => [g.title, ...(g.items ?? []).map((i) => String(i['label'])), ...(g.subgroups ?? []).flatMap((s) => [s.title, ...s.items.map((i) => String(i['label']))])]),
    String(site['tagline']),
    String(site['rights']),
  ]);
});

test('the preview scrolls with the form, by default', async () => {
  await open('#/collections/pages/entries/regional-focus');
  const frame = previewFrame(page);
  await eventually(() => frame.getByRole('heading', { level: 1 }).count()).toBe(1);
  const previewTop = () => frame.locator('html').evaluate((html) => html.ownerDocument.scrollingElement?.scrollTop ?? 0);
  expect(await previewTop()).toBe(0);
  await page.getByLabel('Title', { exact: true }).first().hover();
  await page.mouse.wheel(0, 6000);
  await eventually(previewTop).toBeGreaterThan(1000);
  expect(logged).toEqual([]);
});
