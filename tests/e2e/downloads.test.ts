/**
 * Every download on every page of the build, in every language, is a file of the build and says
 * what that file is: its page count and size as the PDF itself has them (read here with pdf-lib,
 * not with the site's reader) and its language, English where a page in another language offers
 * the English file. A report without a PDF offers no download and states no page count, and no
 * report or press page states a page count outside a download.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useTranslations, type Locale, type Translate } from '@/i18n';
import { localizePath, routes, splitLocale } from '@/lib/routes';
import { readOpened } from '../support/access';
import { useSharedContext } from '../support/browser';
import { entries } from '../support/news-content';
import { builtPages, DIST, readBuilt } from '../support/site';
import { attribute, elements, parseHtml, textOf, type Node } from '../support/html';


const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "{count} page" and "{count} pages" in the language: its singular (1) and plural (2) forms, their figure put back as the placeholder. */
const pageForms = (t: Translate) => [1, 2].map((n) => t('download.pages', { count: n }).replace(String(n), '{count}'));

/** A UI template as a pattern: each `{name}` becomes a capturing group. */
const pattern = (template: string, groups: Record<string, string>) => escape(template).replace(/\\\{(\w+)\\\}/g, (_, name: string) => `(${groups[name] ?? '.+?'})`);

/** How a page of `locale` writes a page count ("2 Seiten", "1 page"), from its dictionary. */
function pageCount(locale: Locale) {
  const t = useTranslations(locale);
  return new RegExp(`(?<![\\p{L}\\d])(?:${pageForms(t).map((form) => pattern(form, { count: '\\d+' })).join('|')})(?![\\p{L}])`, 'u');
}

interface Control {
  page: string;
  locale: Locale;
  href: string;
  hreflang: string | undefined;
  /** The text of its `[data-pdf-facts]`; `statements` counts them (one is right). */
  facts: string;
  statements: number;
  /** Its accessible name: its `aria-label`, else its text. */
  name: string;
}

/** Every download control of a built page (protected parts opened): `a[download]` and `[data-pdf]`. */
function controlsOf(html: string, page: string): Control[] {
  const { locale } = splitLocale(page);
  return [...elements(parseHtml(html))]
    .filter((el) => (el.tagName === 'a' && attribute(el, 'download') !== undefined) || attribute(el, 'data-pdf') !== undefined)
    .map((el) => {
      const facts = [...elements(el)].filter((inner) => attribute(inner, 'data-pdf-facts') !== undefined);
      // Only the markup's own white space is folded: a French figure keeps its no-break spaces.
      const name = attribute(el, 'aria-label') ?? textOf(el).replace(/[ \t\r\n]+/g, ' ').trim();
      return { page, locale, href: attribute(el, 'href') ?? '', hreflang: attribute(el, 'hreflang'), facts: facts.map(textOf).join('').trim(), statements: facts.length, name };
    });
}

/** Page text outside download controls. */
function textOutsideControls(node: Node): string {
  if ('tagName' in node && (node.tagName === 'script' || node.tagName === 'style' || attribute(node, 'download') !== undefined || attribute(node, 'data-pdf') !== undefined)) return '';
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOutsideControls).join(' ') : '';
}

const pages = builtPages().map(({ path, file }) => ({ path, file, html: readOpened(file) }));
const controls = pages.flatMap(({ path, html }) => controlsOf(html, path));
const pdfPages = new Map<string, number>();
async function pagesOf(file: string) {
  if (!pdfPages.has(file)) pdfPages.set(file, (await PDFDocument.load(readFileSync(file))).getPageCount());
  return pdfPages.get(file)!;
}

describe('downloads say what their file is', () => {
  it('finds downloads on pages of every language', () => {
    for (const locale of ['en', 'de', 'it', 'fr'] as const) expect(controls.filter((c) => c.locale === locale).length, locale).toBeGreaterThanOrEqual(3);
  });

  it.each(controls.map((c) => [`${c.page} → ${c.href}`, c] as const))('%s', async (_, control) => {
    const t = useTranslations(control.locale);
    const file = join(DIST, control.href);
    expect(existsSync(file), `${control.href} is in the build`).toBe(true);
    expect(control.statements, 'one [data-pdf-facts] states the file').toBe(1);

    // The file in the page's language where the build has one, else the English file.
    const fileLang = /\.([a-z]{2})\.pdf$/.exec(control.href)?.[1] ?? 'en';
    const own = control.href.replace(/(?:\.[a-z]{2})?\.pdf$/, `.${control.locale}.pdf`);
    expect(fileLang).toBe(control.locale === 'en' || existsSync(join(DIST, own)) ? control.locale : 'en');

    const [, pagesPart = '', sizePart = '', language = ''] = new RegExp(`^${pattern(t('download.facts'), {})}$`).exec(control.facts) ?? [];
    expect(control.facts, 'states PDF, pages, size and language').toMatch(new RegExp(`^${pattern(t('download.facts'), {})}$`));

    const count = new RegExp(`^(?:${pageForms(t).map((form) => pattern(form, { count: '\\d+' })).join('|')})$`).exec(pagesPart);
    expect(Number(count?.[1] ?? count?.[2])).toBe(await pagesOf(file));

    const units = [
      [t('download.kB', { size: '' }).trim(), 1e3],
      [t('download.MB', { size: '' }).trim(), 1e6],
    ] as const;
    const size = /^([\d.,]+)\s(\S+)$/.exec(sizePart);
    const unit = units.find(([name]) => name === size?.[2]);
    expect(unit, `${sizePart} is in ${units.map(([name]) => name).join(' or ')}`).toBeDefined();
    const digits = size![1]!;
    // The decimal separator is the language's: a comma in French, a point in the others.
    expect(digits).not.toContain(control.locale === 'fr' ? '.' : ',');
    const decimals = digits.split(/[.,]/)[1]?.length ?? 0;
    const stated = Number(digits.replace(',', '.')) * unit![1];
    expect(Math.abs(stated - statSync(file).size), `${sizePart} for ${statSync(file).size} bytes`).toBeLessThanOrEqual((0.5 * unit![1]) / 10 ** decimals);

    expect(language).toBe(fileLang === control.locale ? t('download.ownLanguage') : t('download.english'));
    expect(control.hreflang).toBe(fileLang === control.locale ? undefined : 'en');
    expect(control.name, 'the accessible name says it too').toContain(control.facts);
  });

  it('no report or press release, nor their lists, states a page count outside a download', () => {
    const news = pages.filter(({ path }) => [routes.reports, routes.press].some((area) => splitLocale(path).path.startsWith(area)));
    expect(news.length).toBeGreaterThanOrEqual(4 * (2 + entries('reports').length + entries('press').length));
    const stray = news.filter(({ path, html }) => pageCount(splitLocale(path).locale).test(textOutsideControls(parseHtml(html)).replace(/\s+/g, ' ')));
    expect(stray.map((p) => p.path)).toEqual([]);
  });
});

// Every public report has its PDF from the build; one for investors only has none, so that no file
// gives away what its page keeps behind the login.
describe('a report for investors only', () => {
  const withoutPdf = entries('reports').filter((r) => r.investorsOnly);

  it('exists in the content', () => {
    expect(withoutPdf.length).toBeGreaterThanOrEqual(1);
  });

  it.each(withoutPdf.flatMap((r) => (['en', 'de', 'it', 'fr'] as const).map((locale) => [localizePath(routes.report(r.slug), locale), locale, r.slug] as const)))(
    '%s and its card offer no download and state no page count',
    (path, locale, slug) => {
      const page = pages.find((p) => p.path === path);
      expect(page, `${path} is built`).toBeDefined();
      expect(controlsOf(page!.html, path)).toEqual([]);
      expect(textOutsideControls(parseHtml(page!.html))).not.toMatch(pageCount(locale));

      const list = pages.find((p) => p.path === localizePath(routes.reports, locale))!;
      const card = [...elements(parseHtml(list.html))].find((el) => el.tagName === 'article' && [...elements(el)].some((a) => a.tagName === 'a' && attribute(a, 'href') === path));
      expect(card, `the card of ${slug}`).toBeDefined();
      expect([...elements(card!)].filter((el) => attribute(el, 'download') !== undefined || attribute(el, 'data-pdf') !== undefined || attribute(el, 'data-pdf-facts') !== undefined)).toEqual([]);
      expect(textOf(card!)).not.toMatch(pageCount(locale));
    },
  );
});

describe('in the browser', () => {
  const { context } = useSharedContext({});
  // Protected parts need a login to show; the public pages are what every visitor sees.
  const publicPages = pages.filter(({ path, file }) => controlsOf(readBuilt(file), path).length > 0).map(({ path }) => path);

  it.each(publicPages)('%s shows each download with its facts', async (path) => {
    const page = await context().newPage();
    await page.goto(path);
    const shown = page.locator('a[download], [data-pdf]');
    const expected = controls.filter((c) => c.page === path);
    expect(await shown.count()).toBe(expected.length);
    for (const [i, control] of expected.entries()) {
      const facts = shown.nth(i).locator('[data-pdf-facts]');
      expect(await facts.isVisible()).toBe(true);
      expect((await facts.innerText()).trim()).toBe(control.facts);
      expect(await shown.nth(i).getAttribute('href')).toBe(control.href);
    }
    await page.close();
  });
});
