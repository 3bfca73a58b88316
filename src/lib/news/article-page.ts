/**
 * What the page of an article (/news/<slug>) or a company news item (/news/company/<slug>)
 * computes from its entry: the rendered body and its NewsArticle structured data.
 */
import { render, type CollectionEntry } from 'astro:content';
import { getSingle } from '@/lib/content/queries';
import { newsArticle } from '@/lib/news/structured-data';
import { shareImage } from '@/lib/share-image';

export async function articlePage(entry: CollectionEntry<'articles'> | CollectionEntry<'news'>, path: string, site: URL) {
  const { title, date, category, excerpt, image } = entry.data;
  const [{ Content }, { firmName }, picture] = await Promise.all([
    render(entry),
    getSingle('site'),
    shareImage(image.src),
  ]);
  const jsonLd = newsArticle({ headline: title, description: excerpt, datePublished: date, url: new URL(path, site), images: [picture.src], site, firmName, section: category });
  return { Content, jsonLd };
}
