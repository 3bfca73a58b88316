/** schema.org NewsArticle for articles, company news and press releases. */
interface NewsArticleInput {
  headline: string;
  description: string;
  datePublished: Date;
  url: URL;
  images: string[];
  site: URL;
  firmName: string;
  section?: string | undefined;
  /** The language of the page, as its html lang says (it-CH). */
  inLanguage: string;
}

export function newsArticle({ headline, description, datePublished, url, images, site, firmName, section, inLanguage }: NewsArticleInput) {
  const organization = { '@id': new URL('/#organization', site).href };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description,
    datePublished: datePublished.toISOString(),
    dateModified: datePublished.toISOString(),
    mainEntityOfPage: url.href,
    url: url.href,
    image: images.map((src) => new URL(src, site).href),
    author: { '@type': 'Organization', name: firmName, ...organization },
    publisher: { '@type': 'Organization', name: firmName, ...organization },
    ...(section ? { articleSection: section } : {}),
    inLanguage,
  };
}
