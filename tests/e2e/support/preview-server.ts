/**
 * Serves the production build (dist/) with `astro preview` for the browser tests and tells
 * them its address through BASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 4399);
let server: ChildProcess | undefined;

async function waitFor(url: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`astro preview did not answer at ${url} within ${ms} ms`);
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/. Run `npm run build` first (npm test does).');
  const baseUrl = `http://127.0.0.1:${PORT}`;
  // Another checkout's tests may be serving their own build there: testing it would test the wrong site.
  if (await fetch(baseUrl).then(() => true, () => false)) throw new Error(`Port ${PORT} is already serving something. Stop it, or choose another port with E2E_PORT.`);
  server = spawn('npx', ['astro', 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  await waitFor(baseUrl, 60_000);
  project.provide('baseUrl', baseUrl);
  return () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
