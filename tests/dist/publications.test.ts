/**
 * The PDFs the build makes of research reports and press releases (src/lib/news/publications.ts),
 * read back from each file: one per entry and language, none for a report for investors only. Each
 * holds its title and its date as its language writes it, on one page or more, set in the site's
 * typefaces; its page's download says its true page count and size.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import { formatDate } from '@/lib/format';
import { downloadFacts } from '@/lib/news/downloads';
import { localizePath, routes } from '@/lib/routes';
import { splitFrontmatter } from '@/model/format';
import { entries } from '../support/news-content';
import { DIST } from '../support/site';
import { attribute, elements, parsedFile, textOf } from '../support/html';
import { readPdf, spaced } from './support/pdf';

const SITE_FONTS = /^(Inter|CormorantGaramond)-\w+$/;

/** The entry's title in a language: its translation's, where it has one. */
function titleIn(collection: 'reports' | 'press', slug: string, locale: string, english: string) {
  const file = join('content', collection, `${slug}.${locale}.md`);
  const title = locale !== 'en' && existsSync(file) ? (splitFrontmatter(readFileSync(file, 'utf8')).data as { title?: string }).title : undefined;
  return title?.trim() || english;
}

const publications = (['reports', 'press'] as const).flatMap((collection) => entries(collection).map((entry) => ({ collection, entry })));
const pagePath = (collection: 'reports' | 'press', slug: string) => (collection === 'reports' ? routes.report(slug) : routes.pressRelease(slug));

describe.each(LOCALES.map((l) => l.code))('%s', (locale) => {
  const t = useTranslations(locale);

  it('finds reports and releases, one report for investors only among them', () => {
    expect(new Set(publications.map((p) => p.collection))).toEqual(new Set(['reports', 'press']));
    expect(publications.some((p) => p.entry.investorsOnly)).toBe(true);
  });

  it.each(publications.filter((p) => !p.entry.investorsOnly).map((p) => [`${p.collection}/${p.entry.slug}`, p] as const))('%s: its PDF holds its title and date, set in the site’s typefaces, and its page says its pages and size', async (_, { collection, entry }) => {
    const href = routes.publicationPdf(collection, entry.slug, locale);
    const bytes = new Uint8Array(readFileSync(join(DIST, href)));
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain(spaced(titleIn(collection, entry.slug, locale, entry.title)));
    expect(pdf.text).toContain(spaced(formatDate(entry.date, locale, collection === 'reports' ? 'month' : 'day')));
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) expect(font).toMatch(SITE_FONTS);

    const page = parsedFile(join(DIST, `${localizePath(pagePath(collection, entry.slug), locale)}.html`));
    const links = [...elements(page)].filter((e) => e.tagName === 'a' && attribute(e, 'href') === href);
    expect(links).toHaveLength(1);
    expect(textOf(links[0]!)).toContain(downloadFacts({ href, pages: pdf.pages, bytes: bytes.byteLength }, t, locale));
  });

  it.each(publications.filter((p) => p.entry.investorsOnly).map((p) => [`${p.collection}/${p.entry.slug}`, p] as const))('%s, for investors only: no PDF, and no link to one', (_, { collection, entry }) => {
    expect(existsSync(join(DIST, routes.publicationPdf(collection, entry.slug, locale)))).toBe(false);
    const html = readFileSync(join(DIST, `${localizePath(pagePath(collection, entry.slug), locale)}.html`), 'utf8');
    expect(html).not.toContain(`/downloads/${collection}/`);
  });
});
