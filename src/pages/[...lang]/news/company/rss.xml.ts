import type { APIContext } from 'astro';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n';
import { newsFeed } from '@/lib/news/feeds';

/** /news/company/rss.xml in English, /<language>/news/company/rss.xml in each other language. */
export const getStaticPaths = () => LOCALES.map((l) => ({ params: { lang: l.code === DEFAULT_LOCALE ? undefined : l.code } }));

export function GET(context: APIContext) {
  return newsFeed('company', (context.params['lang'] ?? DEFAULT_LOCALE) as Locale, context.site ?? new URL(context.url.origin));
}
