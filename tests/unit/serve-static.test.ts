/** The fallback static server of the browser tests: `_headers` as Netlify applies it, and a malformed address refused. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../scripts/serve-static.mjs';

const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
let server: Awaited<ReturnType<typeof serveStatic>>;
const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

beforeAll(async () => {
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(root, 'about.html'), '<!doctype html><title>About</title>');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(root, '_astro', 'site.css'), 'body{}');
  writeFileSync(
    join(root, '_headers'),
    ['# comment', '/*', '  X-Content-Type-Options: nosniff', '', '/_astro/*', '  Cache-Control: public, max-age=31536000, immutable', '', '/about', "  Content-Security-Policy: frame-ancestors 'none'", ''].join('\n'),
  );
  server = await serveStatic(root);
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the static server', () => {
  it('sends every rule of _headers whose path matches, and only those', async () => {
    const about = await get('/about');
    expect(about.headers.get('x-content-type-options')).toBe('nosniff');
    expect(about.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(about.headers.get('cache-control')).toBeNull();
    const asset = await get('/_astro/site.css');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it('sends them with redirects and not-found pages too', async () => {
    const redirect = await get('/about/');
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/about']);
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff');
    const miss = await get('/nowhere');
    expect(miss.status).toBe(404);
    expect(miss.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed % escape with 400 and goes on serving', async () => {
    expect((await get('/news/%E0%A4%A')).status).toBe(400);
    expect((await get('/about')).status).toBe(200);
  });
});
