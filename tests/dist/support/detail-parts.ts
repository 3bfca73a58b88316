/**
 * What a property, project or brand page shows of the parts src/lib/portfolio/detail-pages.ts
 * gives it, read from markup: the built page, or its preview drawn in the CMS. Both mark their
 * figures with the same data attributes, so one reader serves the two and a check can hold them
 * to the same expectations.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locale } from '@/i18n';
import type { Field } from '@/model/fields';
import { mergeTranslation } from '@/model/translation';
import { BADGE, FACT_ROWS, FIGURE_BAND, HEADING_CLASSES, partHeadings, SPEC_GRID, type Badge, type brandPage, type Figure, type Part, type projectPage, type propertyPage } from '@/lib/portfolio/detail-pages';
import { entryWith, fullProject, readYaml, type Data } from '../../support/content';
import { attribute, elements, textOf, type Document, type Element } from '../../support/html';

const squeeze = (text: string) => text.replace(/\u00AD/g, '').replace(/\s+/g, ' ').trim();
const sorted = (list: string) => list.split(/\s+/).filter(Boolean).sort();
const classes = (element: Element | undefined) => sorted((element && attribute(element, 'class')) ?? '');
const child = (element: Element, tag: string) => [...elements(element)].find((e) => e !== element && e.tagName === tag);
const spans = (element: Element) => [...elements(element)].filter((e) => e !== element && e.tagName === 'span');

/** The part of the document a page's own parts are in: its <main>, or the whole of a preview. */
function scope(document: Document): Element[] {
  const all = [...elements(document)];
  const main = all.find((e) => e.tagName === 'main');
  return main ? [...elements(main)] : all;
}

/** Each part's heading (the <h2>s, in order) with its classes. */
const headingsShown = (document: Document) =>
  scope(document)
    .filter((e) => e.tagName === 'h2')
    .map((h) => ({ text: squeeze(textOf(h)), classes: classes(h) }));

/** The figure band of a property: each figure's label, value and the classes of its cell, label and value. */
const bandShown = (document: Document) =>
  scope(document)
    .filter((e) => attribute(e, 'data-figure') !== undefined)
    .map((cell) => ({
      key: attribute(cell, 'data-figure'),
      label: squeeze(textOf(child(cell, 'dt')!)),
      value: squeeze(textOf(child(cell, 'dd')!)),
      classes: { item: classes(cell), label: classes(child(cell, 'dt')), value: classes(child(cell, 'dd')) },
    }));

/** The rows of facts named by `name` (data-spec, data-amount): label, value and the classes of the value. */
const rowsShown = (document: Document, name: `data-${string}`) =>
  scope(document)
    .filter((e) => attribute(e, name) !== undefined)
    .map((row) => ({ key: attribute(row, name), label: squeeze(textOf(child(row, 'dt')!)), value: squeeze(textOf(child(row, 'dd')!)), classes: classes(child(row, 'dd')) }));

/**
 * A project's figure badge (data-asset-value, …): label, value, the classes of its label and value,
 * and of its box. On the page the value counts up: its figure is the count's first part, the one
 * screen readers read.
 */
function badgeShown(document: Document, key: Badge['key']) {
  const box = scope(document).find((e) => attribute(e, `data-${key}`) !== undefined);
  if (!box) return undefined;
  const [label, second] = spans(box);
  const value = spans(box).find((e) => attribute(e, 'data-count-up') !== undefined) ?? second;
  if (!label || !value) return undefined;
  return { label: squeeze(textOf(label)), value: squeeze(textOf(spans(value)[0] ?? value)), classes: { box: classes(box), label: classes(label), value: classes(value) } };
}

/** What the module says the page shows, in the terms of the readers above. */
const expected = {
  heading: (part: Part) => ({ text: squeeze(part.heading), classes: sorted(HEADING_CLASSES[part.size]) }),
  band: (figures: readonly Figure[]) =>
    figures.map((f) => {
      const look = FIGURE_BAND.classes(f.tone);
      return { key: f.key, label: squeeze(f.label), value: squeeze(f.value), classes: { item: sorted(look.item), label: sorted(look.label), value: sorted(look.value) } };
    }),
  rows: (rows: readonly Figure[], valueClasses: (row: Figure) => string) => rows.map((r) => ({ key: r.key, label: squeeze(r.label), value: squeeze(r.value), classes: sorted(valueClasses(r)) })),
  badge: (badge: Badge) => {
    const look = BADGE.looks[badge.key];
    return { label: squeeze(badge.label), value: squeeze(badge.value), classes: { label: sorted(`${BADGE.label} ${look.label}`), value: sorted(look.value) } };
  },
};

/** The headings of the parts, in the page's order, and the size of those a part gives. */
function expectHeadings(document: Document, page: Record<string, unknown>, parts: readonly (Part | undefined)[]) {
  const headings = headingsShown(document);
  expect(headings.map((h) => h.text)).toEqual(partHeadings(page).map(squeeze));
  for (const part of parts) if (part) expect(headings.find((h) => h.text === squeeze(part.heading))).toEqual(expected.heading(part));
}

/** A property's parts: headings, the band of amounts, the specifications and the investment summary. */
export function expectPropertyShown(document: Document, page: ReturnType<typeof propertyPage>) {
  expectHeadings(document, page, [page.figures, page.gallery, page.overview, page.features, page.highlights, page.specifications, page.summary, page.advantages, page.map]);
  expect(bandShown(document)).toEqual(expected.band(page.figures.items));
  expect(rowsShown(document, 'data-spec')).toEqual(expected.rows(page.specifications.rows, (row) => FACT_ROWS.value(row.tone, false)));
  expect(rowsShown(document, 'data-amount')).toEqual(expected.rows(page.summary.rows, (row) => FACT_ROWS.value(row.tone, true)));
}

/** A project's parts: headings, the specifications and the three amounts on their badges. */
export function expectProjectShown(document: Document, page: ReturnType<typeof projectPage>) {
  expectHeadings(document, page, [page.overview, page.highlights, page.specifications, page.gallery, page.development, page.vision, page.features, page.map]);
  expect(rowsShown(document, 'data-spec')).toEqual(expected.rows(page.specifications?.rows ?? [], () => SPEC_GRID.value));
  for (const badge of [page.hero.assetValue, page.development?.investment, page.vision?.postDevelopmentValue]) {
    if (!badge) continue;
    const seen = badgeShown(document, badge.key);
    expect(seen, badge.key).toMatchObject(expected.badge(badge));
    // Whatever places it over its picture, a badge has the ground of its kind.
    expect(seen?.classes.box).toEqual(expect.arrayContaining(sorted(`${BADGE.box} ${BADGE.looks[badge.key].box}`)));
  }
}

/** A brand's parts: headings and its information. */
export function expectBrandShown(document: Document, page: ReturnType<typeof brandPage>) {
  expectHeadings(document, page, [page.stats, page.about, page.information, ...page.lists, page.concept]);
  expect(rowsShown(document, 'data-information')).toEqual(expected.rows(page.information.rows, (row) => FACT_ROWS.value(row.tone, false)));
}

/** The entries both checks look at: a public property, a project with every part, a brand linked to a property. */
export const samples = {
  property: () => entryWith('properties', 'a public property', (p) => !p['investorsOnly']),
  project: fullProject,
  brand: () => entryWith('brands', 'a brand with a property', (b) => Boolean(b['property'])),
};

/** An entry in a language, as the page has it: its translation laid over the English original. */
export function inLanguage(folder: string, fields: readonly Field[], original: Data, locale: Locale): Data {
  const file = `${folder}/${String(original['slug'])}.${locale}.yml`;
  if (locale === 'en' || !existsSync(join('content', file))) return original;
  return mergeTranslation(fields, original, readYaml(file)).data;
}
