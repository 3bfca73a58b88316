/**
 * The pages of the news area: the insights page and its newsletter form, company news, press
 * releases and reports with their generic bodies and contact blocks, the PDF downloads, the
 * not-found answers, the research redirect and dates in the page's language.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choice, useTranslations } from '@/i18n';
import { COUNTS } from '@/lib/constants';
import { formatDate } from '@/lib/format';
import { REPORT_CONTENTS } from '@/lib/news/generic';
import { routes } from '@/lib/routes';
import { asInvestor } from '../support/access';
import { PHONE, useBrowser } from '../support/browser';
import { webFontsReady } from '../support/fonts';
import { entries, longDate, site } from '../support/news-content';
import { areasUnder, expectNotFound } from '../support/not-found';
import { builtPages } from '../support/site';

const { open } = useBrowser();
/** The island answers after React renders; a busy machine can take seconds to get there. */
const eventually = <T,>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });
const articles = entries('articles');
const news = entries('news');
const press = entries('press');
const reports = entries('reports');
const t = useTranslations('en');

/** Markdown turns straight quotes into typographic ones. */
const curly = (text: string) => text.replace(/'/g, '’');

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

describe('News & Insights (/news)', () => {
  it(`shows the ${COUNTS.articles} newest article cards, newest first, each with title, category, date, excerpt and its photograph`, async () => {
    const page = await open('/news');
    const cards = page.locator('[data-articles] > li');
    const shown = articles.slice(0, COUNTS.articles);
    expect(await cards.count()).toBe(shown.length);
    for (const [i, article] of shown.entries()) {
      const card = cards.nth(i);
      expect(await card.locator('h3').innerText()).toBe(article.title);
      expect(await card.innerText()).toContain(article.category!.toUpperCase());
      expect(await card.locator('time').getAttribute('datetime')).toBe(article.date.toISOString().slice(0, 10));
      expect(await card.locator('time').innerText()).toBe(longDate(article.date));
      expect(await card.locator('p').nth(1).innerText()).toContain(article.excerpt.slice(0, 30));
      // Its photograph with its description, where it has one.
      expect(await card.locator('img').count()).toBe(article.image ? 1 : 0);
      if (article.image) expect(await card.locator('img').getAttribute('alt')).toBe(article.image.alt);
      expect(await card.getByText(t('news.readMore')).isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('opens the article from "Read More", with NewsArticle structured data', async () => {
    const page = await open('/news', { viewport: PHONE });
    // The click goes to where "Read More" was measured: the web fonts must not move it first.
    await webFontsReady(page);
    const article = articles[1]!;
    // "Read More" lies under the card's link, which takes the click as it does a visitor's.
    const readMore = page.locator('[data-articles] > li').nth(1).getByText(t('news.readMore'));
    await readMore.scrollIntoViewIfNeeded();
    const box = (await readMore.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await page.waitForURL(`**/news/${article.slug}`);
    expect(await page.locator('h1').innerText()).toBe(article.title);
    expect(await page.getByRole('link', { name: t('news.backToInsights') }).getAttribute('href')).toBe(routes.news);
    const data = (await jsonLd(page)).find((d) => d['@type'] === 'NewsArticle');
    expect(data).toMatchObject({ headline: article.title, datePublished: article.date.toISOString(), articleSection: article.category });
    // Its photograph, where it has one, as a press release names none.
    expect(data?.['image'] ?? []).toEqual(article.image ? [expect.stringMatching(/^https:\/\/.+\.jpg$/)] : []);
    await page.context().close();
  });

  it('sends the newsletter sign-up to the firm by e-mail when no endpoint is set', async () => {
    expect(site.newsletterEndpoint ?? '', 'this test reads the settings without an endpoint').toBe('');
    const page = await open('/news');
    const form = page.locator('#newsletter form');
    expect(await form.getAttribute('action')).toBe(`mailto:${site.email}?subject=${encodeURIComponent(t('newsletter.subject'))}`);
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('enctype')).toBe('text/plain');
    const input = page.getByLabel(t('newsletter.label'));
    expect(await input.getAttribute('type')).toBe('email');
    expect(await input.getAttribute('required')).not.toBeNull();
    expect(await input.getAttribute('name')).toBe('email');
    expect(await page.locator('#newsletter').innerText()).toContain(t('newsletter.mailtoNote', { email: site.email }));
    await page.context().close();
  });

  it('validates the e-mail address with a message tied to the field', async () => {
    const page = await open('/news');
    await page.locator('#newsletter').scrollIntoViewIfNeeded();
    await page.locator('#newsletter form[novalidate]').waitFor();
    const input = page.getByLabel(t('newsletter.label'));
    const submit = page.getByRole('button', { name: t('newsletter.submit') });
    const alert = page.locator('#newsletter [role="alert"]');
    await page.evaluate(() => {
      window.addEventListener('submit', (event) => {
        (window as unknown as { sent: boolean[] }).sent.push(!event.defaultPrevented);
        event.preventDefault();
      });
      (window as unknown as { sent: boolean[] }).sent = [];
    });
    const sent = () => page.evaluate(() => (window as unknown as { sent: boolean[] }).sent);

    await submit.click();
    await eventually(() => alert.innerText()).toBe(t('newsletter.errorRequired'));
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(await alert.getAttribute('id'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    await input.fill('anna.rossi');
    await submit.click();
    await eventually(() => alert.innerText()).toBe(t('newsletter.errorInvalid'));
    expect(await sent()).toEqual([false, false]);

    await input.fill('anna.rossi@example.com');
    await eventually(() => alert.innerText()).toBe('');
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await submit.click();
    await eventually(sent).toEqual([false, false, true]);
    await page.context().close();
  });
});

describe('company news item', () => {
  it.each(news.map((n) => [n.slug, n] as const))('%s shows back link, date, category, title, excerpt and body', async (slug, item) => {
    const page = await open(`/news/company/${slug}`);
    const back = page.getByRole('link', { name: t('company.back') });
    expect(await back.getAttribute('href')).toBe(routes.companyNews);
    expect(await page.locator('article header time').innerText()).toBe(longDate(item.date));
    expect(await page.locator('article header').innerText()).toContain(item.category!.toUpperCase());
    expect(await page.locator('h1').innerText()).toBe(item.title);
    expect(await page.locator('article header').innerText()).toContain(item.excerpt.replace(/\s+/g, ' ').slice(0, 60));
    const firstHeading = /^## (.+)$/m.exec(item.body)?.[1];
    expect(await page.locator('.prose-site h2').first().innerText()).toBe(curly(firstHeading ?? ''));
    expect((await jsonLd(page)).some((d) => d['@type'] === 'NewsArticle' && d['headline'] === item.title)).toBe(true);
    await page.context().close();
  });
});

describe('press release', () => {
  const own = press.filter((p) => p.body);
  const generic = press.filter((p) => !p.body);

  it('some releases have their own body and some the generic one', () => {
    expect(own.length).toBeGreaterThan(0);
    expect(generic.length).toBeGreaterThan(0);
  });

  it.each(own.map((p) => [p.slug, p] as const))('%s shows its own body', async (slug, release) => {
    const page = await open(`/news/press/${slug}`);
    expect(await page.locator('h1').innerText()).toBe(release.title);
    expect(await page.locator('[data-generic-body]').count()).toBe(0);
    expect(await page.locator('.prose-site h2').first().innerText()).toBe(curly(/^## (.+)$/m.exec(release.body)?.[1] ?? ''));
    await page.context().close();
  });

  it.each(generic.map((p) => [p.slug, p] as const))('%s shows the generic body made from its date and excerpt', async (slug, release) => {
    const page = await open(`/news/press/${slug}`);
    const back = page.getByRole('link', { name: t('press.back') });
    expect(await back.getAttribute('href')).toBe(routes.press);
    expect(await page.locator('article header time').textContent()).toBe(longDate(release.date));
    expect(await page.locator('h1').innerText()).toBe(release.title);
    const paragraphs = await page.locator('[data-generic-body] p').allInnerTexts();
    expect(paragraphs).toEqual([t('press.genericLead', { date: longDate(release.date), excerpt: release.excerpt.replace(/\s+/g, ' ').trim() }), t('press.genericBody')]);
    await page.context().close();
  });

  it('ends with the media-inquiry block: the media e-mail and the address as text', async () => {
    const page = await open(`/news/press/${press[0]!.slug}`);
    const block = page.locator('aside', { has: page.getByRole('heading', { name: t('press.mediaHeading') }) });
    expect(await block.getByRole('link', { name: site.mediaEmail }).getAttribute('href')).toBe(`mailto:${site.mediaEmail}`);
    const address = block.locator('[data-postal-address]');
    const hq = site.headquarters;
    expect((await address.innerText()).split('\n')).toEqual([hq.name, hq.street, `${hq.postalCode} ${hq.city}`, hq.country]);
    expect(await address.locator('a').count()).toBe(0);
    await page.context().close();
  });
});

describe('research report', () => {
  const publicReports = reports.filter((r) => !r.investorsOnly);

  it('reports for investors only say so on their cards, without a download', async () => {
    expect(reports.filter((r) => r.investorsOnly).length).toBeGreaterThan(0);
    const page = await open(routes.reports);
    for (const report of reports) {
      const card = page.locator('#research-reports li', { has: page.getByRole('link', { name: report.title, exact: true }) });
      const text = await card.innerText();
      expect(text).toContain(report.type!.toUpperCase());
      expect(text).toContain(formatDate(report.date, 'en', 'month'));
      expect(text.includes(t('reports.forInvestors'))).toBe(Boolean(report.investorsOnly));
      expect(await card.locator('a[download]').count()).toBe(report.investorsOnly ? 0 : 1);
    }
    await page.context().close();
  });

  it.each(reports.map((r) => [r.slug, r] as const))('%s shows type, date, title, contents and the research contact', async (slug, report) => {
    // Reports for investors are read as an investor; their locked state is access.test.ts's.
    const path = `/news/reports/${slug}`;
    const page = await open(path, { viewport: PHONE }, report.investorsOnly ? asInvestor : undefined);
    expect(await page.getByRole('link', { name: t('reports.back') }).getAttribute('href')).toBe(routes.reports);
    const header = await page.locator('article header').innerText();
    expect(header).toContain(report.type!.toUpperCase());
    expect(header).toContain(formatDate(report.date, 'en', 'month'));
    expect(await page.locator('h1').innerText()).toBe(report.title);
    expect(await page.getByRole('link', { name: t('reports.downloadSummary') }).count()).toBe(report.investorsOnly ? 0 : 1);
    expect(await page.locator('[data-report-contents] li > span:not([aria-hidden])').allTextContents()).toEqual(REPORT_CONTENTS.map((key) => t(key)));
    const research = page.locator('aside', { has: page.getByRole('heading', { name: t('reports.researchHeading') }) });
    expect(await research.getByRole('link', { name: t('reports.researchCta') }).getAttribute('href')).toBe(`mailto:${site.researchEmail}`);
    await page.context().close();
  });

  it.each(publicReports.filter((r) => !r.body).map((r) => [r.slug, r] as const))('%s shows the generic body made from excerpt and type', async (slug, report) => {
    const page = await open(`/news/reports/${slug}`);
    const paragraphs = await page.locator('[data-generic-body] p').allInnerTexts();
    expect(paragraphs[0]).toBe(report.excerpt.replace(/\s+/g, ' ').trim());
    expect(paragraphs[1]).toBe(t('reports.genericAbout', { type: choice(t, 'reportType', report.type!) }));
    await page.context().close();
  });

  it('a public report with a full body of its own shows it', async () => {
    const report = publicReports.find((r) => r.body);
    expect(report, 'a public report with a body of its own').toBeDefined();
    const page = await open(routes.report(report!.slug));
    expect(await page.locator('[data-generic-body]').count()).toBe(0);
    expect(await page.locator('.prose-site h2').first().innerText()).toBe(curly(/^## (.+)$/m.exec(report!.body)?.[1] ?? ''));
    await page.context().close();
  });
});

describe('PDF downloads', () => {
  // Every public report and release has a PDF: the one its editor attached, else the one the build makes.
  const pdfOf = (kind: 'reports' | 'press', e: { slug: string; pdf?: string | undefined }) => e.pdf ?? routes.publicationPdf(kind, e.slug, 'en');
  const withPdf = [
    ...reports.filter((r) => !r.investorsOnly).map((r) => ({ ...r, path: `/news/reports/${r.slug}`, button: t('reports.downloadSummary'), pdf: pdfOf('reports', r) })),
    ...press.map((p) => ({ ...p, path: `/news/press/${p.slug}`, button: t('press.downloadButton'), pdf: pdfOf('press', p) })),
  ];

  it.each(withPdf.map((e) => [e.path, e] as const))('%s downloads its PDF', async (path, entry) => {
    const page = await open(path, { acceptDownloads: true });
    const link = page.getByRole('link', { name: entry.button });
    expect(await link.getAttribute('href')).toBe(entry.pdf);
    const response = await page.request.get(entry.pdf);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-7).toString('latin1')).toMatch(/%%EOF\s*$/);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(entry.pdf.split('/').pop());
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });

  it('the press list shows each release’s PDF beside it', async () => {
    const page = await open('/news/press');
    const icons = page.locator('#press-releases a[download]');
    expect(await icons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(press.map((p) => pdfOf('press', p)));
    const withIcon = press[0]!;
    expect(await page.getByRole('link', { name: t('press.downloadPdf', { title: withIcon.title }) }).count()).toBe(1);
    await page.context().close();
  });
});

describe('not found', () => {
  it.each(areasUnder('/news/'))('a miss under $prefix answers 404 with the area’s message and a link back', async (area) => {
    const page = await open('/');
    await expectNotFound(page, area);
    await page.context().close();
  });
});

describe('research address', () => {
  it('/news/research redirects to /news/reports', async () => {
    const page = await open('/news/research');
    await page.waitForURL('**/news/reports');
    expect(await page.locator('h1').innerText()).toBe(t('reports.title'));
    await page.context().close();
  });

  it('no page links to /news/research', () => {
    const offenders = builtPages().filter(({ file }) => /href="(?:\/(?:de|it|fr))?\/news\/research["/?#]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((p) => p.path)).toEqual([]);
  });
});

describe('dates in the page language', () => {
  it('formats the same release date in English and German', async () => {
    const release = press[0]!;
    const page = await open('/news/press');
    expect(await page.locator('#press-releases time').first().innerText()).toBe(longDate(release.date, 'en-CH'));
    await page.goto('/de/news/press');
    expect(await page.locator('#press-releases time').first().innerText()).toBe(longDate(release.date, 'de-CH'));
    await page.context().close();
  });
});
