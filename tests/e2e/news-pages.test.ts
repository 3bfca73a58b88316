/**
 * The pages of the news area: the insights page and its newsletter form, company news, press
 * releases and reports with their generic bodies and contact blocks, the PDF downloads, the
 * not-found answers, the research redirect and dates in the page's language.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choice, useTranslations } from '@/i18n';
import { asInvestor } from './support/access';
import { PHONE, useBrowser } from './support/browser';
import { entries, longDate, site } from './support/news-content';
import { builtPages } from './support/site';

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
  it('shows six article cards, newest first, each with title, category, date, excerpt and image', async () => {
    const page = await open('/news');
    const cards = page.locator('[data-articles] > li');
    expect(await cards.count()).toBe(6);
    for (const [i, article] of articles.slice(0, 6).entries()) {
      const card = cards.nth(i);
      expect(await card.locator('h3').innerText()).toBe(article.title);
      expect(await card.innerText()).toContain(article.category!.toUpperCase());
      expect(await card.locator('time').getAttribute('datetime')).toBe(article.date.toISOString().slice(0, 10));
      expect(await card.locator('time').innerText()).toBe(new Intl.DateTimeFormat('en-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(article.date));
      expect(await card.locator('p').nth(1).innerText()).toContain(article.excerpt.slice(0, 30));
      expect(await card.locator('img').getAttribute('alt')).toBeTruthy();
      expect(await card.getByText('Read More').isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('opens the article from "Read More", with NewsArticle structured data', async () => {
    const page = await open('/news', { viewport: PHONE });
    const article = articles[1]!;
    // "Read More" lies under the card's link, which takes the click as it does a visitor's.
    const readMore = page.locator('[data-articles] > li').nth(1).getByText('Read More');
    await readMore.scrollIntoViewIfNeeded();
    const box = (await readMore.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await page.waitForURL(`**/news/${article.slug}`);
    expect(await page.locator('h1').innerText()).toBe(article.title);
    expect(await page.getByRole('link', { name: 'Back to News & Insights' }).getAttribute('href')).toBe('/news');
    const data = (await jsonLd(page)).find((d) => d['@type'] === 'NewsArticle');
    expect(data).toMatchObject({ headline: article.title, datePublished: article.date.toISOString(), articleSection: article.category });
    expect(data?.['image']).toEqual([expect.stringMatching(/^https:\/\/.+\.jpg$/)]);
    await page.context().close();
  });

  it('sends the newsletter sign-up to the firm by e-mail when no endpoint is set', async () => {
    expect(site.newsletterEndpoint ?? '', 'this test reads the settings without an endpoint').toBe('');
    const page = await open('/news');
    const form = page.locator('#newsletter form');
    expect(await form.getAttribute('action')).toBe(`mailto:${site.email}?subject=Newsletter%20subscription`);
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('enctype')).toBe('text/plain');
    const input = page.getByLabel('E-mail address');
    expect(await input.getAttribute('type')).toBe('email');
    expect(await input.getAttribute('required')).not.toBeNull();
    expect(await input.getAttribute('name')).toBe('email');
    expect(await page.locator('#newsletter').innerText()).toContain(`opens your e-mail program with a message to ${site.email}`);
    await page.context().close();
  });

  it('validates the e-mail address with a message tied to the field', async () => {
    const page = await open('/news');
    await page.locator('#newsletter').scrollIntoViewIfNeeded();
    await page.locator('#newsletter form[novalidate]').waitFor();
    const input = page.getByLabel('E-mail address');
    const submit = page.getByRole('button', { name: 'Subscribe' });
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
    await eventually(() => alert.innerText()).toBe('Please enter your e-mail address.');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(await alert.getAttribute('id'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    await input.fill('anna.rossi');
    await submit.click();
    await eventually(() => alert.innerText()).toBe('Please enter a valid e-mail address, such as name@example.com.');
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
    const back = page.getByRole('link', { name: 'Back to Company News' });
    expect(await back.getAttribute('href')).toBe('/news/company');
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

  it('three releases have their own body and three the generic one', () => {
    expect(own).toHaveLength(3);
    expect(generic).toHaveLength(3);
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
    const back = page.getByRole('link', { name: 'Back to Press Releases' });
    expect(await back.getAttribute('href')).toBe('/news/press');
    expect(await page.locator('article header time').textContent()).toBe(longDate(release.date));
    expect(await page.locator('h1').innerText()).toBe(release.title);
    const paragraphs = await page.locator('[data-generic-body] p').allInnerTexts();
    expect(paragraphs[0]).toBe(`${longDate(release.date)} – ${release.excerpt.replace(/\s+/g, ' ').trim()}`);
    expect(paragraphs[1]).toMatch(/^Further details will be published/);
    await page.context().close();
  });

  it('ends with the media-inquiry block: the media e-mail and the address as text', async () => {
    const page = await open(`/news/press/${press[0]!.slug}`);
    const block = page.locator('aside', { has: page.getByRole('heading', { name: 'Media Inquiries' }) });
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

  it('two reports are for investors only, and their cards say so without a download', async () => {
    expect(reports.filter((r) => r.investorsOnly)).toHaveLength(2);
    const page = await open('/news/reports');
    for (const report of reports) {
      const card = page.locator('#research-reports li', { has: page.getByRole('link', { name: report.title, exact: true }) });
      const text = await card.innerText();
      expect(text).toContain(report.type!.toUpperCase());
      expect(text).toContain(new Intl.DateTimeFormat('en-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(report.date));
      expect(text.includes('For investors')).toBe(Boolean(report.investorsOnly));
      expect(await card.locator('a[download]').count()).toBe(report.pdf && !report.investorsOnly ? 1 : 0);
    }
    await page.context().close();
  });

  it.each(reports.map((r) => [r.slug, r] as const))('%s shows type, date, title, contents and the research contact', async (slug, report) => {
    // Reports for investors are read as an investor; their locked state is access.test.ts's.
    const path = `/news/reports/${slug}`;
    const page = await open(path, { viewport: PHONE }, report.investorsOnly ? asInvestor : undefined);
    expect(await page.getByRole('link', { name: 'Back to Research Reports' }).getAttribute('href')).toBe('/news/reports');
    const header = await page.locator('article header').innerText();
    expect(header).toContain(report.type!.toUpperCase());
    expect(header).toContain(new Intl.DateTimeFormat('en-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(report.date));
    expect(await page.locator('h1').innerText()).toBe(report.title);
    expect(await page.getByRole('link', { name: t('reports.downloadSummary') }).count()).toBe(report.pdf ? 1 : 0);
    const contents = await page.locator('[data-report-contents] li').allInnerTexts();
    expect(contents).toHaveLength(10);
    expect(contents[0]).toContain('Executive Summary');
    const research = page.locator('aside', { has: page.getByRole('heading', { name: 'Need Customized Research?' }) });
    expect(await research.getByRole('link', { name: 'Contact the Research Team' }).getAttribute('href')).toBe(`mailto:${site.researchEmail}`);
    await page.context().close();
  });

  it.each(publicReports.filter((r) => !r.body).map((r) => [r.slug, r] as const))('%s shows the generic body made from excerpt and type', async (slug, report) => {
    const page = await open(`/news/reports/${slug}`);
    const paragraphs = await page.locator('[data-generic-body] p').allInnerTexts();
    expect(paragraphs[0]).toBe(report.excerpt.replace(/\s+/g, ' ').trim());
    expect(paragraphs[1]).toBe(t('reports.genericAbout', { type: choice(t, 'reportType', report.type!) }));
    await page.context().close();
  });

  it('two reports have a full body of their own', async () => {
    const full = reports.filter((r) => r.body);
    expect(full).toHaveLength(2);
    const report = publicReports.find((r) => r.body)!;
    const page = await open(`/news/reports/${report.slug}`);
    expect(await page.locator('[data-generic-body]').count()).toBe(0);
    expect(await page.locator('.prose-site h2').first().innerText()).toBe(curly(/^## (.+)$/m.exec(report.body)?.[1] ?? ''));
    await page.context().close();
  });
});

describe('PDF downloads', () => {
  const withPdf = [...reports.map((r) => ({ ...r, path: `/news/reports/${r.slug}`, button: t('reports.downloadSummary') })), ...press.map((p) => ({ ...p, path: `/news/press/${p.slug}`, button: t('press.downloadButton') }))].filter((e) => e.pdf);

  it('at least two reports and one press release ship a PDF, none of them for investors only', () => {
    expect(withPdf.filter((e) => e.path.includes('/reports/')).length).toBeGreaterThanOrEqual(2);
    expect(withPdf.filter((e) => e.path.includes('/press/')).length).toBeGreaterThanOrEqual(1);
    expect(withPdf.some((e) => e.investorsOnly)).toBe(false);
  });

  it.each(withPdf.map((e) => [e.path, e] as const))('%s downloads its PDF', async (path, entry) => {
    const page = await open(path, { acceptDownloads: true });
    const link = page.getByRole('link', { name: entry.button });
    expect(await link.getAttribute('href')).toBe(entry.pdf);
    const response = await page.request.get(entry.pdf!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-7).toString('latin1')).toMatch(/%%EOF\s*$/);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(entry.pdf!.split('/').pop());
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });

  it('the press list shows a PDF icon only for releases with a PDF', async () => {
    const page = await open('/news/press');
    const icons = page.locator('#press-releases a[download]');
    expect(await icons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(press.filter((p) => p.pdf).map((p) => p.pdf));
    const withIcon = press.find((p) => p.pdf)!;
    expect(await page.getByRole('link', { name: `Download PDF: ${withIcon.title}` }).count()).toBe(1);
    await page.context().close();
  });
});

describe('not found', () => {
  it.each([
    ['/news/company/nope', 'News item not found', 'Back to Company News', '/news/company'],
    ['/news/press/nope', 'Press release not found', 'Back to Press Releases', '/news/press'],
    ['/news/reports/nope', 'Report not found', 'Back to Research Reports', '/news/reports'],
  ])('%s answers 404 with "%s" and a link back', async (path, message, label, href) => {
    const page = await open('/');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await eventually(() => page.locator('h1').innerText()).toBe(message);
    expect(await page.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    await page.context().close();
  });
});

describe('research address', () => {
  it('/news/research redirects to /news/reports', async () => {
    const page = await open('/news/research');
    await page.waitForURL('**/news/reports');
    expect(await page.locator('h1').innerText()).toBe('Research Reports');
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
