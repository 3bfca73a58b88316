import type { APIRoute } from 'astro';

/** Crawlers may read everything but the CMS and the login; the sitemap lists the pages. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site);
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /investor-login', '', `Sitemap: ${sitemap.href}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
