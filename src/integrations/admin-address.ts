import type { AstroIntegration } from 'astro';

/**
 * The CMS answers at /admin and at /admin/. The site's addresses have no trailing slash, so the
 * development server would answer /admin/ with "not found"; static hosts serve both already.
 */
export default function adminAddress(): AstroIntegration {
  return {
    name: 'admin-address',
    hooks: {
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
