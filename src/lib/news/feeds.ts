/** The items of the RSS feeds (company news, press releases): newest first, with full links. */
import type { RSSFeedItem } from '@astrojs/rss';

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

/** Where the feeds are published (English only: feed readers do not follow the language). */
export const FEEDS = {
  company: '/news/company/rss.xml',
  press: '/news/press/rss.xml',
} as const;
