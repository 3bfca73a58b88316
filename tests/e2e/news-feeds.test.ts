/**
 * The RSS feeds of company news and press releases, one per language: valid XML with every entry
 * (in English) or every translated entry (in another language), newest first, announced on the
 * news pages of their language.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { baseUrl, useBrowser } from '../support/browser';
import { entries, site } from '../support/news-content';
import { splitLocale } from '@/lib/routes';
import { builtPages, readBuilt } from '../support/site';

const SITE = process.env.SITE_URL ?? 'https://www.verbanocapital.ch';

const t = useTranslations('en');

const FEEDS = [
  { path: '/news/company/rss.xml', title: t('news.feedCompany', { firm: site.firmName }), entries: entries('news'), itemPath: '/news/company/', list: '/news/company' },
  { path: '/news/press/rss.xml', title: t('news.feedPress', { firm: site.firmName }), entries: entries('press'), itemPath: '/news/press/', list: '/news/press' },
];

const { open } = useBrowser();

/** Chromium's XML parser is strict: a document that is not well-formed gives a parsererror. */
async function xmlErrors(xml: string) {
  const page = await open('/news');
  const errors = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return [...doc.getElementsByTagName('parsererror')].map((e) => e.textContent ?? '');
  }, xml);
  await page.context().close();
  return errors;
}

interface Item {
  title: string;
  link: string;
  guid: string | { '#text': string };
  pubDate: string;
  description: string;
  category?: string;
}

describe.each(FEEDS)('feed $path', (feed) => {
  it('is well-formed RSS 2.0 with the expected channel and items', async () => {
    const response = await fetch(new URL(feed.path, baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(await xmlErrors(xml)).toEqual([]);
    expect(await xmlErrors(`${xml}<unclosed>`), 'the check itself rejects broken XML').not.toEqual([]);

    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as { rss: { '@_version': string; channel: { title: string; link: string; item: Item[] | Item } } };
    expect(doc.rss['@_version']).toBe('2.0');
    const { channel } = doc.rss;
    expect(channel.title).toBe(feed.title);
    expect(channel.link).toBe(`${SITE}${feed.list}`);
    const items = ([] as Item[]).concat(channel.item);
    expect(items.map((i) => i.title)).toEqual(feed.entries.map((e) => e.title));
    for (const [i, entry] of feed.entries.entries()) {
      const item = items[i]!;
      expect(item.link).toBe(`${SITE}${feed.itemPath}${entry.slug}`);
      expect(new Date(item.pubDate).toISOString()).toBe(entry.date.toISOString());
      expect(item.description).toBe(entry.excerpt.replace(/\s+/g, ' ').trim());
      // Press releases have no category, and their items none either.
      expect(item.category).toBe(entry.category);
    }
  });
});

describe('feed links', () => {
  // The not-found pages of the news areas (/news/press/404) are no news pages.
  const newsPages = builtPages().filter((p) => /^(?:\/(?:de|it|fr))?\/news(?:\/|$)/.test(p.path) && !p.path.endsWith('/404'));

  it('cover every news page', () => {
    expect(newsPages.length).toBeGreaterThan(20);
  });

  it.each(newsPages)('$path announces both feeds of its language in its head', ({ path, file }) => {
    const head = readBuilt(file).split('</head>')[0] ?? '';
    const { locale } = splitLocale(path);
    for (const feed of FEEDS) {
      const href = locale === 'en' ? feed.path : `/${locale}${feed.path}`;
      expect(head).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${href.replace(/\./g, '\\.')}">`));
    }
  });
});

describe.each(['de', 'it', 'fr'])('the %s feeds', (locale) => {
  it.each(FEEDS)('$path carries the language tag and the translated entries, linked to their pages in that language', async (feed) => {
    const response = await fetch(new URL(`/${locale}${feed.path}`, baseUrl()));
    expect(response.status).toBe(200);
    const doc = new XMLParser().parse(await response.text()) as { rss: { channel: { language: string; link: string; item?: Item[] | Item } } };
    const { channel } = doc.rss;
    expect(channel.language).toBe(`${locale}-CH`);
    expect(channel.link).toBe(`${SITE}/${locale}${feed.list}`);
    const items = ([] as Item[]).concat(channel.item ?? []);
    for (const item of items) expect(item.link.startsWith(`${SITE}/${locale}${feed.itemPath}`)).toBe(true);
  });
});
