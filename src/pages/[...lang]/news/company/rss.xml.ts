import type { APIContext } from 'astro';
import { languagePaths } from '@/lib/content/static-paths';
import { newsFeed } from '@/lib/news/feeds';

/** /news/company/rss.xml in English, /<language>/news/company/rss.xml in each other language. */
export const getStaticPaths = languagePaths;

export const GET = (context: APIContext) => newsFeed('company', context.locals);
