/** The RSS feeds (company news, press releases), one per language: newest first, with full links. */
import rss, { type RSSFeedItem } from '@astrojs/rss';
import { choice, htmlLang, type Locale } from '@/i18n';
import { getLatest } from '@/lib/content/queries';
import { routeTable } from '@/lib/route-table';
import { localizeFile, localizePath, routes } from '@/lib/routes';

export interface FeedEntry {
  id: string;
  data: { title: string; date: Date; excerpt: string; category?: string };
}

export function feedItems(entries: readonly FeedEntry[], pathOf: (id: string) => string, site: URL | string): RSSFeedItem[] {
  return [...entries]
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime())
    .map(({ id, data }) => ({
      title: data.title,
      link: new URL(pathOf(id), site).href,
      pubDate: data.date,
      description: data.excerpt.trim(),
      ...(data.category ? { categories: [data.category] } : {}),
    }));
}

/** The two feeds, each published in every language at its list's address. */
export const FEEDS = {
  company: '/news/company/rss.xml',
  press: '/news/press/rss.xml',
} as const;

/** The address of a feed in a language: /news/company/rss.xml, /it/news/company/rss.xml. */
export const feedPath = (feed: keyof typeof FEEDS, locale: Locale) => localizeFile(FEEDS[feed], locale);

const FEED = {
  company: { collection: 'news', list: routes.companyNews, page: routes.newsItem, title: 'news.feedCompany', description: 'news.feedCompanyDescription' },
  press: { collection: 'press', list: routes.press, page: routes.pressRelease, title: 'news.feedPress', description: 'news.feedPressDescription' },
} as const;

/**
 * A feed in one language, with that language's tag. It carries the items whose page in the
 * language is not a fallback (the route table); the English feed carries them all.
 */
export async function newsFeed(feed: keyof typeof FEEDS, { lang: locale, t, site: { firmName }, siteUrl: site }: App.Locals) {
  const { collection, list, page, title, description } = FEED[feed];
  const translated = new Set(routeTable().flatMap((r) => (r.isFallback ? [] : [r.path])));
  const entries = (await getLatest(collection, locale)).filter((entry) => translated.has(localizePath(page(entry.id), locale)));
  const items = feedItems(
    entries.map((entry) => ({ ...entry, data: { ...entry.data, ...('category' in entry.data ? { category: choice(t, 'newsCategory', entry.data.category) } : {}) } })),
    (id) => localizePath(page(id), locale),
    site,
  );
  return rss({
    title: t(title, { firm: firmName }),
    description: t(description, { firm: firmName }),
    site: new URL(localizePath(list, locale), site).href,
    items,
    customData: `<language>${htmlLang(locale)}</language>`,
    trailingSlash: false,
  });
}
