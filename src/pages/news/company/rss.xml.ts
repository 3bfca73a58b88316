import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { useTranslations } from '@/i18n';
import { getLatest, getSingle } from '@/lib/content/queries';
import { feedItems } from '@/lib/news/feeds';
import { routes } from '@/lib/routes';

export async function GET(context: APIContext) {
  const t = useTranslations('en');
  const { firmName } = await getSingle('site', 'en');
  const site = context.site ?? new URL(context.url.origin);
  return rss({
    title: t('news.feedCompany', { firm: firmName }),
    description: t('news.feedCompanyDescription', { firm: firmName }),
    site: new URL(routes.companyNews, site).href,
    items: feedItems(await getLatest('news', 'en'), routes.newsItem, site),
    customData: '<language>en</language>',
    trailingSlash: false,
  });
}
