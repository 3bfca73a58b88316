/**
 * What the page of an article (/news/<slug>) or a company news item (/news/company/<slug>)
 * computes from its entry: the rendered body and its NewsArticle structured data.
 */
import { getImage } from 'astro:assets';
import { render, type CollectionEntry } from 'astro:content';
import { getSingle } from '@/lib/content/queries';
import { newsArticle } from '@/lib/news/structured-data';

export async function articlePage(entry: CollectionEntry<'articles'> | CollectionEntry<'news'>, path: string, site: URL) {
  const { title, date, category, excerpt, image } = entry.data;
  const [{ Content }, { firmName }, picture] = await Promise.all([
    render(entry),
    getSingle('site'),
    getImage({ src: image.src, width: 1200, height: 630, fit: 'cover', format: 'jpg', quality: 80 }),
  ]);
  const jsonLd = newsArticle({ headline: title, description: excerpt, datePublished: date, url: new URL(path, site), images: [picture.src], site, firmName, section: category });
  return { Content, jsonLd };
}
