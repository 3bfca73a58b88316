/**
 * Serves the production build (dist/) for the browser tests as a host serves it, and tells them
 * its address through BASE_URL: nginx with the repository's site.nginx.conf (the file the README
 * tells a host to include), or, where nginx cannot be had, scripts/serve-static.mjs, which sends
 * `_headers` and `_redirects` as Netlify does. `E2E_SERVER=static` chooses the static server.
 * It listens on a free port, so that two checkouts' tests can run on one machine at once;
 * E2E_PORT chooses one.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/measure.mjs';
import { findNginx, serveNginx } from '../../scripts/nginx.mjs';
import { serveStatic } from './static-server';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/. Run `npm run build` first (npm test does).');
  const port = process.env['E2E_PORT'] ? Number(process.env['E2E_PORT']) : await freePort();
  // Something else may be serving there (another checkout's build): testing it would test the wrong site.
  if (await fetch(`http://127.0.0.1:${port}`).then(() => true, () => false)) throw new Error(`Port ${port} is already serving something. Stop it, or choose another port with E2E_PORT.`);
  const nginx = process.env['E2E_SERVER'] === 'static' ? undefined : findNginx();
  if (!nginx && process.env['E2E_SERVER'] !== 'static') {
    console.warn('No nginx on this machine (npm test installs it as root on Debian; NGINX_PATH names one elsewhere): the browser tests use the static server, which sends _headers and _redirects as Netlify does.');
  }
  const server = nginx ? await serveNginx(nginx, 'dist', port) : await serveStatic('dist', port);
  project.provide('baseUrl', server.url);
  project.provide('server', nginx ? 'nginx' : 'static');
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** What serves the build: nginx with site.nginx.conf, or the static server. */
    server: 'nginx' | 'static';
  }
}
