import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/**
 * The development CMS carries the key of the local backend (admin/backend.ts), and editing in it
 * commits to the checkout: no other page may frame it (to trick a click) or embed it, and no cache
 * keeps it.
 */
const ADMIN_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/**
 * In development: sends /admin with ADMIN_HEADERS, and answers /admin/ with a redirect to /admin.
 * It must come first in the server's line: Astro puts its own handling of trailing slashes, which answers "not found", at the front
 * once every plugin has set up the server; a plugin that comes after Astro's does the same after it.
 */
const adminInDevelopment: Plugin = {
  name: 'admin-in-development',
  configureServer(server) {
    return () => {
      server.middlewares.stack.unshift({
        route: '',
        handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
          const [path, query = ''] = (request.url ?? '').split('?');
          if (path === '/admin') {
            for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.setHeader(name, value);
            return next();
          }
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
        updateConfig({ vite: { plugins: [adminInDevelopment] } });
      },
    },
  };
}
