/**
 * Serves the production build (dist/) for the browser tests as a static host does
 * (scripts/serve-static.mjs: one address per page, `_redirects` for misses) and tells them its
 * address through BASE_URL.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';

const PORT = Number(process.env.E2E_PORT ?? 4399);

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/. Run `npm run build` first (npm test does).');
  const baseUrl = `http://127.0.0.1:${PORT}`;
  // Another checkout's tests may be serving their own build there: testing it would test the wrong site.
  if (await fetch(baseUrl).then(() => true, () => false)) throw new Error(`Port ${PORT} is already serving something. Stop it, or choose another port with E2E_PORT.`);
  const server = await serveStatic('dist', PORT);
  project.provide('baseUrl', server.url);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
