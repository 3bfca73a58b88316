import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/**
 * Answers /admin/ in development with a redirect to /admin. It must come first in the server's
 * line: Astro puts its own handling of trailing slashes, which answers "not found", at the front
 * once every plugin has set up the server; a plugin that comes after Astro's does the same after it.
 */
const adminSlashRedirect: Plugin = {
  name: 'admin-slash-redirect',
  configureServer(server) {
    return () => {
      server.middlewares.stack.unshift({
        route: '',
        handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
          const [path, query = ''] = (request.url ?? '').split('?');
          if (path !== '/admin/') return next();
          response.statusCode = 308;
          response.setHeader('Location', `/admin${query ? `?${query}` : ''}`);
          response.end();
        },
      });
    };
  },
};

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
      'astro:config:setup': ({ injectRoute, updateConfig }) => {
        injectRoute({ pattern: '/admin', entrypoint: new URL('../../admin/page.astro', import.meta.url), prerender: true });
        updateConfig({ vite: { plugins: [adminSlashRedirect] } });
      },
    },
  };
}
