import type { APIContext } from 'astro';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n';
import { newsFeed } from '@/lib/news/feeds';

/** /news/press/rss.xml in English, /<language>/news/press/rss.xml in each other language. */
export const getStaticPaths = () => LOCALES.map((l) => ({ params: { lang: l.code === DEFAULT_LOCALE ? undefined : l.code } }));

export const GET = (context: APIContext) => newsFeed('press', context.locals);
