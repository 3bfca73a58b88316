/**
 * What the pages of the news area's entries compute from the entry their route was built for,
 * already in the page's language.
 */
import type { CollectionEntry } from 'astro:content';
import { renderBody, type Localized } from '@/lib/content/localize';
import { entryMeta } from '@/lib/seo';
import { articlePage } from './article-page';
import { entryDownload } from './publications';
import { hasBody } from './generic';

/** An article or company news item: its body and structured data (articlePage()), and `head`, what the page gives its layout. */
export async function articleEntryPage<E extends CollectionEntry<'articles'> | CollectionEntry<'news'>>(localized: Localized<E>, path: string, locals: App.Locals) {
  const { Content, bodyLang, jsonLd } = await articlePage(localized, path, locals);
  return { entry: localized, Content, bodyLang, head: { ...entryMeta(localized.data), type: 'article' as const, jsonLd: [jsonLd] } };
}

/**
 * A press release or a report: its PDF in the page's language (the one the build makes from it,
 * or the file an editor attached instead), and its rendered body, unless the editor left the body
 * empty for the standard text (./generic.ts).
 */
export async function documentEntryPage<E extends CollectionEntry<'press'> | CollectionEntry<'reports'>>(localized: Localized<E>, siteUrl: URL) {
  return {
    entry: localized,
    download: await entryDownload(localized, siteUrl),
    body: hasBody(localized.body) ? await renderBody(localized) : undefined,
  };
}
