/**
 * What the page of an article (/news/<slug>) or a company news item (/news/company/<slug>)
 * computes from its entry: the rendered body and its NewsArticle structured data (naming its
 * photograph, where it has one, as a press release names none).
 */
import type { CollectionEntry } from 'astro:content';
import { choice, htmlLang } from '@/i18n';
import { renderBody, type Localized } from '@/lib/content/localize';
import { newsArticle } from '@/lib/news/structured-data';
import { shareImage } from '@/lib/share-image';

export async function articlePage(entry: Localized<CollectionEntry<'articles'>> | Localized<CollectionEntry<'news'>>, path: string, { siteUrl: site, site: { firmName }, lang, t }: App.Locals) {
  const { title, date, category, excerpt, image } = entry.data;
  const [{ Content, lang: bodyLang }, picture] = await Promise.all([renderBody(entry), image && shareImage(image.src)]);
  const jsonLd = newsArticle({ headline: title, description: excerpt, datePublished: date, url: new URL(path, site), images: picture ? [picture.src] : [], site, firmName, section: choice(t, entry.collection === 'news' ? 'newsCategory' : 'articleCategory', category), inLanguage: htmlLang(lang) });
  return { Content, bodyLang, jsonLd };
}
