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
    title: t('news.feedPress', { firm: firmName }),
    description: t('news.feedPressDescription', { firm: firmName }),
    site: new URL(routes.press, site).href,
    items: feedItems(await getLatest('press', 'en'), routes.pressRelease, site),
    customData: '<language>en</language>',
    trailingSlash: false,
  });
}
