import type { AstroIntegration } from 'astro';

/**
 * The CMS lives in admin/ beside the site, not in it: its page is added at /admin here, so
 * nothing under src/ imports the CMS. It answers at /admin and at /admin/: the site's addresses
 * have no trailing slash, so the development server would answer /admin/ with "not found";
 * static hosts serve both already.
 */
export default function adminAddress(): AstroIntegration {
  return {
    name: 'admin-address',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({ pattern: '/admin', entrypoint: new URL('../../admin/page.astro', import.meta.url), prerender: true });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const [path, query = ''] = (request.url ?? '').split('?');
          if (path !== '/admin/') return next();
          response.statusCode = 308;
          response.setHeader('Location', `/admin${query ? `?${query}` : ''}`);
          response.end();
        });
      },
    },
  };
}
