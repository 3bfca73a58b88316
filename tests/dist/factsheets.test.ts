/**
 * The factsheets the build makes (src/lib/portfolio/factsheets.ts): one per property and project
 * and language, none for an asset for investors only. Each is read back from its PDF: it holds the
 * entry's name and key figures in the language's number format and its texts whole, on one or two pages, set in the
 * site's typefaces; the asset's page links it, saying its true page count and size.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations, type Locale } from '@/i18n';
import { typeset } from '@/i18n/typography';
import { formatAmount, formatArea } from '@/lib/format';
import { downloadFacts } from '@/lib/news/downloads';
import { routes } from '@/lib/routes';
import { projects } from '@/model/collections/projects';
import { properties } from '@/model/collections/properties';
import { readFolder } from '../support/content';
import { DIST } from '../support/site';
import { inLanguage } from './support/detail-parts';
import { attribute, elements, parsedFile, textOf } from '../support/html';
import { readPdf, spaced } from './support/pdf';

const SITE_FONTS = /^(Inter|CormorantGaramond)-\w+$/;

const assets = [
  ...readFolder('properties')
    .filter((e) => e.file.endsWith('.en.yml'))
    .map(({ data }) => ({ data, folder: 'properties', fields: properties.fields, page: routes.property(data['slug']), figures: ['marketValue', 'postDevelopmentValue'], area: 'landArea', texts: ['description', 'features'] })),
  ...readFolder('projects')
    .filter((e) => e.file.endsWith('.en.yml'))
    .map(({ data }) => ({ data, folder: 'projects', fields: projects.fields, page: routes.project(data['slug']), figures: ['assetValue', 'postDevelopmentValue'], area: undefined, texts: ['description', 'overview', 'highlights'] })),
];

const builtPage = (locale: Locale, path: string) => parsedFile(join(DIST, locale === 'en' ? '' : locale, `${path}.html`));

describe.each(LOCALES.map((l) => l.code))('%s', (locale) => {
  const t = useTranslations(locale);

  it('finds the assets of both kinds, one for investors only among them', () => {
    expect(new Set(assets.map((a) => a.folder))).toEqual(new Set(['properties', 'projects']));
    expect(assets.some((a) => a.data['investorsOnly'])).toBe(true);
  });

  it.each(assets.filter((a) => !a.data['investorsOnly']).map((a) => [a.data['slug'] as string, a] as const))('%s: its factsheet holds its name and key figures, set in the site’s typefaces, linked from its page', async (slug, asset) => {
    const entry = inLanguage(asset.folder, asset.fields, asset.data, locale);
    const href = routes.factsheet(slug, locale);
    const bytes = new Uint8Array(readFileSync(join(DIST, href)));
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain(spaced(entry['name']));
    for (const key of asset.figures) if (typeof entry[key] === 'number') expect(pdf.text, key).toContain(spaced(formatAmount(entry[key], entry['currency'], { locale })));
    if (asset.area) expect(pdf.text).toContain(spaced(formatArea(entry[asset.area], locale)));
    // Its texts read back whole: a line broken inside a word, or a letter read back as another, fails.
    for (const key of asset.texts) for (const text of [entry[key]].flat()) if (typeof text === 'string') expect(pdf.text, key).toContain(spaced(typeset(text, locale)).trim());
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) expect(font).toMatch(SITE_FONTS);

    const links = [...elements(builtPage(locale, asset.page))].filter((e) => e.tagName === 'a' && attribute(e, 'href') === href);
    expect(links).toHaveLength(1);
    const facts = downloadFacts({ href, pages: pdf.pages, bytes: bytes.byteLength }, t, locale);
    expect(textOf(links[0]!)).toContain(t('factsheet.download'));
    expect(textOf(links[0]!)).toContain(facts);
  });

  it.each(assets.filter((a) => a.data['investorsOnly']).map((a) => [a.data['slug'] as string, a] as const))('%s, for investors only: no factsheet, and no link to one', (slug, asset) => {
    expect(existsSync(join(DIST, routes.factsheet(slug, locale)))).toBe(false);
    const html = readFileSync(join(DIST, locale === 'en' ? '' : locale, `${asset.page}.html`), 'utf8');
    expect(html).not.toContain('/downloads/factsheets/');
  });
});
