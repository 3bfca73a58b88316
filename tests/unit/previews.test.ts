/**
 * The CMS previews draw every entry of the content: each template, given an English entry as the
 * form holds it, shows its heading and the texts of its parts (cards, steps, points, features,
 * facts). Pictures are not drawn here: the preview asks Decap for them once it is on screen.
 * tests/cms/previews.test.ts checks the same templates inside the running CMS.
 */
import { fromJS, List, Map as ImmutableMap } from 'immutable';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import { formatAmount, formatArea, formatDate } from '@/lib/format';
import { brandPage, partHeadings, projectPage, propertyPage } from '@/lib/portfolio/detail-pages';
import { previews } from '../../admin/previews';
import { PreviewLanguage, previewText } from '../../admin/previews/text';
import type { PreviewProps } from '../../admin/previews/parts';
import { expectBrandShown, expectProjectShown, expectPropertyShown, samples } from '../dist/support/detail-parts';
import { parseHtml } from '../support/html';
import { readFolder, readYaml, type Data } from '../support/content';

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00A0' };

/** The markup of the preview of `entry` (of form data `data`), drawn by `template`. */
function markup(template: ComponentType<PreviewProps>, data: Data, entry: unknown = fromJS({ data })): string {
  const sections = (data['sections'] ?? []) as Data[];
  const props = {
    entry,
    fields: List(),
    getAsset: () => undefined,
    widgetFor: (field: string) => String(data[field] ?? ''),
    widgetsFor: () => List(sections.map((section) => ImmutableMap({ widgets: ImmutableMap({ body: section['body'] ?? null }) }))),
    getCollection: () => new Promise(() => undefined),
  } as unknown as PreviewProps;
  return renderToStaticMarkup(createElement(template, props));
}

/** The text a reader sees in the preview of `entry` (of form data `data`), drawn by `template`. */
function draw(template: ComponentType<PreviewProps>, data: Data, entry: unknown = fromJS({ data })): string {
  return squeeze(markup(template, data, entry).replace(/<[^>]*>/g, ' ').replace(/&([#\w]+);/g, (all, name: string) => ENTITIES[name] ?? all));
}

/** The text a reader sees in the preview of `data`, drawn by the template registered as `name`. */
function drawn(name: string, data: Data): string {
  const template = previews[name] as ComponentType<PreviewProps> | undefined;
  if (!template) throw new Error(`No preview for ${name}`);
  return draw(template, data);
}

/** Every text of a list of items: plain strings, and each item's title, text or label, its points and the items (sub-groups) it holds. */
const itemTexts = (items: unknown): string[] =>
  ((items ?? []) as (string | Data)[]).flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : [item['title'], item['text'], item['label'], ...itemTexts(item['points']), ...itemTexts(item['items']), ...itemTexts(item['subgroups'])].filter((t): t is string => typeof t === 'string'),
  );

function expectDrawn(name: string, data: Data, texts: unknown[]) {
  const text = drawn(name, data);
  for (const expected of texts) expect(text, `${name}: ${String(expected)}`).toContain(squeeze(String(expected)));
}

/** What each folder collection's preview shows of an entry at the least: its heading and its lead. */
const HEADLINES: Record<string, (d: Data, body: string) => unknown[]> = {
  properties: (d) => [d['name'], d['description']],
  projects: (d) => [d['name'], d['description']],
  // A brand's heading is its logo, which only the CMS can show.
  brands: (d) => [d['tagline'], d['description']],
  people: (d) => [d['name'], d['title'], d['bio']],
  municipalities: (d) => [d['name'], d['description']],
  news: (d) => [d['title'], d['excerpt']],
  // A release with a text of its own shows that text (its Markdown rendered: no asterisks); one without it, the standard text made from its summary.
  press: (d, body) => [d['title'], body.trim() ? body.trim().split('\n')[0]!.replace(/\*\*/g, '') : d['excerpt']],
  reports: (d) => [d['title'], d['excerpt']],
  articles: (d) => [d['title'], d['excerpt']],
  legal: (d) => [d['title'], d['summary']],
};

describe('folder collections', () => {
  it.each(Object.entries(HEADLINES))('%s: every entry shows its heading and lead', (collection, headline) => {
    for (const { data, body } of readFolder(collection)) expectDrawn(collection, { ...data, body }, headline(data, body));
  });

  it('properties: the key features, the specifications and the three location advantages', () => {
    for (const { data } of readFolder('properties')) {
      const advantages = data['locationAdvantages'] as Data;
      expectDrawn('properties', data, [...data['features'], data['location'], advantages['accessibility'], advantages['amenities'], advantages['environment']]);
    }
  });

  it('properties: a figure typed as text, not yet a number, shows as a dash rather than "NaN"', () => {
    const [first] = readFolder('properties');
    const text = drawn('properties', { ...first!.data, landArea: 'ten thousand', marketValue: '88,1x' });
    expect(text).not.toMatch(/NaN/);
    expect(text).toMatch(/— /);
  });

  it('projects: the highlights, the specifications and every feature group with its items', () => {
    for (const { data } of readFolder('projects')) {
      const specifications = (data['specifications'] ?? []) as Data[];
      expectDrawn('projects', data, [...(data['highlights'] ?? []), ...specifications.flatMap((s) => [s['label'], s['value']]), ...itemTexts(data['features'])]);
    }
  });

  it('brands: the features, the property highlights, the information panel, the vision and the concept', () => {
    for (const { data } of readFolder('brands')) {
      expectDrawn('brands', data, [...data['features'], ...data['propertyHighlights'], data['region'], data['portfolio'], data['vision'], data['concept']]);
    }
  });

  it('people: the experience, the expertise and the education', () => {
    for (const { data } of readFolder('people')) {
      expectDrawn('people', data, [...(data['experience'] as Data[]).map((job) => job['role']), ...data['expertise'], ...data['education']]);
    }
  });
});

describe('pages', () => {
  it.each(['regional-focus', 'company-profile', 'strategic-partnership', 'esg', 'sustainable-investing', 'careers', 'insights', 'portfolio', 'team', 'partners', 'contact'])(
    '%s: the hero and every section with its items',
    (name) => {
      const data = readYaml(`pages/${name}.yml`);
      const sections = (data['sections'] ?? []) as Data[];
      expectDrawn(name, data, [data['title'], data['intro'], ...sections.flatMap((section) => [section['heading'], section['intro'] ?? '', ...itemTexts(section['items'])])]);
    },
  );

  it('capabilities: the opening paragraphs and every section with its items', () => {
    for (const { data } of readFolder('capabilities')) {
      const sections = (data['sections'] ?? []) as Data[];
      expectDrawn('capabilities', data, [data['title'], ...data['paragraphs'], ...sections.flatMap((section) => [section['heading'], ...itemTexts(section['items'])])]);
    }
  });

  it('home: every slide and the cards of the three sections', () => {
    const data = readYaml('pages/home.yml');
    const sections = ['whatWeDo', 'regionalFocus', 'news'].map((key) => data[key] as Data);
    expectDrawn('home', data, [
      ...(data['slides'] as Data[]).flatMap((slide) => [slide['titleBold'], slide['subtitle'], slide['cta']]),
      ...sections.flatMap((section) => [section['heading'], ...(section['cards'] as Data[]).flatMap((card) => [card['title'], card['description']])]),
    ]);
  });
});

describe('settings', () => {
  it('site: the firm and its offices', () => {
    const data = readYaml('settings/site.yml');
    expectDrawn('site', data, [data['firmName'], data['description'], ...(data['offices'] as Data[]).flatMap((office) => [office['city'], office['focus']])]);
  });

  it('menu: every group, sub-group and link', () => {
    const data = readYaml('settings/menu.yml');
    expectDrawn('menu', data, [...itemTexts(data['groups']), ...itemTexts(data['legal'])]);
  });
});

// inLanguage (admin/previews/language.tsx) finds the language of the data Decap hands a preview
// and provides its words and formats; here they are provided directly.
const inLanguageOf = (code: string, name: string) =>
  function Localized(props: PreviewProps) {
    return createElement(PreviewLanguage.Provider, { value: previewText(code) }, createElement(previews[name]!, props));
  };

describe('the language being edited', () => {
  it.each(['de', 'it', 'fr'])('%s: a property shows the words, amounts and areas of that language', (code) => {
    const [first] = readFolder('properties');
    const data = first!.data;
    const text = draw(inLanguageOf(code, 'properties'), data);
    const t = useTranslations(code);
    const english = useTranslations('en');
    for (const key of ['property.backToPortfolio', 'property.overview', 'property.specifications', 'property.landArea'] as const) {
      expect(text).toContain(squeeze(t(key)));
      expect(text).not.toContain(squeeze(english(key)));
    }
    expect(text).toContain(squeeze(formatAmount(data['marketValue'] as number, (data['currency'] as string | undefined) ?? 'CHF', { locale: code })));
    expect(text).toContain(squeeze(formatArea(data['landArea'] as number, code)));
  });

  it('a press release shows its date as the language writes it', () => {
    const [first] = readFolder('press');
    const data = first!.data;
    const date = data['date'] instanceof Date ? data['date'] : new Date(`${String(data['date']).slice(0, 10)}T00:00:00Z`);
    expect(draw(inLanguageOf('de', 'press'), data)).toContain(squeeze(formatDate(date, 'de')));
  });
});

/**
 * The preview is the page: the parts of the property, project and brand pages, their headings,
 * figures, stand-ins and the classes of the figures, come from src/lib/portfolio/detail-pages.ts,
 * for the page (tests/dist/detail-pages.test.ts holds the built pages to the same checks) and for
 * its preview alike.
 */
describe('the preview shows every part of its page, as the page shows it', () => {
  const codes = LOCALES.map((l) => l.code);
  const shown = (name: string, code: string, data: Data) => parseHtml(markup(inLanguageOf(code, name), data));
  const closingText = (closing: { note?: string; heading: string; text: string; label: string }) => squeeze([closing.note ?? '', closing.heading, closing.text, closing.label].join(' '));

  it.each(codes)('%s: a property', (code) => {
    const property = samples.property();
    const t = useTranslations(code);
    const page = propertyPage(property, previewText(code));
    // What the preview was seen to lack, as the page says it.
    expect(partHeadings(page)).toEqual(expect.arrayContaining([t('property.highlights'), t('property.investmentSummary')]));
    if (!property['builtArea']) expect(page.specifications.rows.find((row) => row.key === 'built-area')).toMatchObject({ value: t('property.onRequest'), tone: 'muted' });
    expect(page.figures.items.find((f) => f.key === 'post-development-value')?.tone).toBe('highlight');

    expectPropertyShown(shown('properties', code, property), page);
    const text = draw(inLanguageOf(code, 'properties'), property);
    for (const card of [...page.highlights.items, ...page.advantages.items]) expect(text).toContain(squeeze(`${card.title} ${card.text ?? ''}`));
    expect(text).toContain(closingText(page.closing));
  });

  it.each(codes)('%s: a project', (code) => {
    const project = samples.project();
    const page = projectPage(project, previewText(code));
    expect([page.hero.assetValue, page.development?.investment, page.vision?.postDevelopmentValue].every(Boolean)).toBe(true);
    expectProjectShown(shown('projects', code, project), page);
    const text = draw(inLanguageOf(code, 'projects'), project);
    for (const card of [...(page.development?.cards ?? []), ...(page.vision?.cards ?? [])]) expect(text).toContain(squeeze(`${card.title} ${card.figure ?? ''} ${card.text ?? ''}`));
    expect(text).toContain(closingText(page.closing));
  });

  it.each(codes)('%s: a brand', (code) => {
    const brand = samples.brand();
    const page = brandPage(brand, previewText(code));
    expectBrandShown(shown('brands', code, brand), page);
    expect(draw(inLanguageOf(code, 'brands'), brand)).toContain(closingText(page.closing));
  });
});
