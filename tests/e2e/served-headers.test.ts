/**
 * What the host sends, read from real responses of the server the browser tests run against:
 * nginx with site.nginx.conf wherever the machine has nginx (the file the README tells a host to
 * include), else the static server with `_headers`. Every header `dist/_headers` declares for an
 * address must come with it, so a configuration that drops one fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parsePolicy } from '@/lib/security/policy';
import { findNginx } from '../../scripts/nginx.mjs';
import { baseUrl } from '../support/browser';
import { builtPages, DIST } from '../support/site';

const get = (path: string) => fetch(new URL(path, baseUrl()), { redirect: 'manual' });

/** The rules of `dist/_headers`: [path pattern, headers]. */
const rules = readFileSync(join(DIST, '_headers'), 'utf8')
  .split(/\n\s*\n/)
  .map((block) => block.split('\n').filter((line) => line.trim() && !line.startsWith('#')))
  .filter((lines) => lines.length > 0)
  .map(([path, ...lines]) => [path!, Object.fromEntries(lines.map((line) => line.trim().split(/:\s(.*)/s).slice(0, 2) as [string, string]))] as const);

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

/** One address for each rule: a built file it covers. */
const asset = `/_astro/${readdirSync(join(DIST, '_astro')).find((name) => name.endsWith('.css'))}`;
const pages = builtPages().map(({ path }) => path);
const sample = (pattern: string) => (pattern === '/*' ? '/' : pattern === '/_astro/*' ? asset : pattern === '/admin' ? '/admin' : pages.find((path) => matches(pattern, path)));

describe('the server the browser tests use', () => {
  it('is nginx wherever the machine has it', () => {
    const expected = process.env['E2E_SERVER'] === 'static' || !findNginx() ? 'static' : 'nginx';
    expect(inject('server')).toBe(expected);
  });

  it('sends every header dist/_headers declares, at an address of each of its rules', async () => {
    const checked = new Set<string>();
    for (const [pattern] of rules) {
      const path = sample(pattern);
      // /admin/* holds no file: the CMS is one page.
      if (!path || checked.has(path)) continue;
      checked.add(path);
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 200]);
      const declared = rules.filter(([other]) => matches(other, path)).flatMap(([, headers]) => Object.entries(headers));
      expect(declared.length, path).toBeGreaterThan(0);
      for (const [name, value] of declared) {
        const sent = answer.headers.get(name);
        expect(sent, `${path}: ${name}`).not.toBeNull();
        // Host configurations send the policy that is the same in every build (the build's script
        // and style hashes stay in each page's meta tag); every other header is the same text.
        if (name === 'Content-Security-Policy') expect(parsePolicy(sent!)['frame-ancestors'], path).toEqual(parsePolicy(value)['frame-ancestors']);
        else expect(sent, `${path}: ${name}`).toBe(value);
      }
    }
    expect(checked.size).toBeGreaterThan(10);
  });

  it('sends the policy, HSTS, COOP and short caching with a page, and the CMS its own', async () => {
    const page = (await get('/de/portfolio')).headers;
    expect(parsePolicy(page.get('content-security-policy') ?? '')['frame-ancestors']).toEqual(["'none'"]);
    expect(page.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(page.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const cms = (await get('/admin')).headers;
    expect(cms.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(cms.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('caches /_astro/ files for a year, immutable, and sends the security headers with them too', async () => {
    const headers = (await get(asset)).headers;
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('strict-transport-security')).not.toBeNull();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the headers with a not-found page too', async () => {
    const miss = await get('/de/property/no-such-entry');
    expect(miss.status).toBe(404);
    expect(parsePolicy(miss.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual(["'none'"]);
    expect(miss.headers.get('strict-transport-security')).not.toBeNull();
  });

  it('answers an address with a malformed % escape with 400, and goes on serving', async () => {
    expect((await get('/news/%E0%A4%A')).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });
});
