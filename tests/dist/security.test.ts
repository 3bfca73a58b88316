/**
 * The Content Security Policy of the production build, read from its files: every page's policy,
 * /admin's own, and dist/_headers. The pages at work under it in Chromium are in
 * tests/e2e/security.test.ts; the headers a server sends, in tests/e2e/served-headers.test.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, headerRules, SECURITY_HEADERS } from '@/lib/security/header-rules';
import { headersFile } from '@/lib/security/hosts/netlify';
import { parsePolicy } from '@/lib/security/policy';
import { builtPolicies, contentSecurityPolicy } from '../../src/integrations/security-headers';
import { builtPages, DIST, fileFor, readBuilt } from '../support/site';

const policyOf = (html: string) => {
  const content = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(html)?.[1];
  return content === undefined ? undefined : parsePolicy(content.replace(/&#39;/g, "'"));
};

const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const UNSAFE = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'blob:', 'http:', 'https:'];

describe('the policy of every built page', () => {
  const configured = parsePolicy(contentSecurityPolicy().directives.join(';'));

  it.each(builtPages().map(({ path, file }) => [path, file]))('%s carries a strict one', (_, file) => {
    const policy = policyOf(readBuilt(file));
    expect(policy, 'a Content-Security-Policy meta tag').toBeDefined();
    for (const [name, sources] of Object.entries(configured)) expect(policy?.[name], name).toEqual(sources);
    for (const directive of ['script-src', 'style-src']) {
      expect(policy?.[directive]?.[0], directive).toBe("'self'");
      expect(policy?.[directive]?.filter((source) => UNSAFE.includes(source)), directive).toEqual([]);
      expect(policy?.[directive]?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)), `${directive}: only hashes besides 'self'`).toBe(true);
    }
  });

  it('has the hashes of every inline script and style on the page, so none is blocked', () => {
    for (const { path, file } of builtPages()) {
      const html = readBuilt(file);
      const policy = policyOf(html);
      const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '');
      const styles = [...html.matchAll(INLINE_STYLE)].map((m) => m[1] ?? '');
      for (const script of scripts) expect(policy?.['script-src'], `${path}: inline script ${script.slice(0, 60)}`).toContain(digest(script));
      for (const style of styles) expect(policy?.['style-src'], `${path}: inline style ${style.slice(0, 60)}`).toContain(digest(style));
      expect(html, `${path}: style attributes need 'unsafe-inline'`).not.toMatch(/<[a-z][^>]*\sstyle="/i);
      expect(html, `${path}: event handler attributes need 'unsafe-inline'`).not.toMatch(/<[a-z][^>]*\son[a-z]+="/i);
    }
  });

  it('lists no other hashes, unless the page holds sealed investors-only content whose scripts run once opened', () => {
    let trimmed = 0;
    for (const { path, file } of builtPages()) {
      const html = readBuilt(file);
      if (/\sdata-sealed="/.test(html)) continue;
      const policy = policyOf(html);
      const own = new Set([...html.matchAll(INLINE_SCRIPT), ...html.matchAll(INLINE_STYLE)].map((m) => digest(m[1] ?? '')));
      for (const directive of ['script-src', 'style-src']) expect(policy?.[directive]?.slice(1).filter((source) => !own.has(source)), `${path}: ${directive}`).toEqual([]);
      trimmed++;
    }
    expect(trimmed).toBeGreaterThan(300);
  });
});

describe('the policy of /admin', () => {
  const admin = policyOf(readBuilt(fileFor('/admin')!));

  it('adds what the CMS needs: its local backend on 127.0.0.1, blob: media, data: images, inline styles and eval', () => {
    expect(admin?.['connect-src']).toEqual(["'self'", expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), 'blob:']);
    expect(admin?.['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(admin?.['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(admin?.['script-src']?.slice(0, 2)).toEqual(["'self'", "'unsafe-eval'"]);
    expect(admin?.['script-src']).not.toContain("'unsafe-inline'");
    expect(admin?.['object-src']).toEqual(["'none'"]);
  });

  it('is the only looser one: no public page has any of its additions but data: pictures (the site icon)', () => {
    for (const { path, file } of builtPages()) {
      const policy = policyOf(readBuilt(file));
      expect(policy?.['connect-src'], path).toEqual(["'self'"]);
      expect(policy?.['img-src'], path).toEqual(["'self'", 'data:']);
    }
  });
});

describe('dist/_headers', () => {
  const text = readFileSync(join(DIST, '_headers'), 'utf8');
  const rules = new Map(
    text
      .split(/\n\s*\n/)
      .map((block) => block.split('\n').filter((line) => line.trim() && !line.startsWith('#')))
      .filter((lines) => lines.length > 0)
      .map(([path, ...lines]) => [path!, Object.fromEntries(lines.map((line) => line.trim().split(/:\s(.*)/s).slice(0, 2) as [string, string]))]),
  );

  it('is what the one definition makes of this build', () => {
    expect(text).toBe(headersFile(headerRules(builtPolicies(DIST))));
  });

  it('sends the security headers with every response', () => {
    expect(rules.get('/*')).toEqual(SECURITY_HEADERS);
    expect(rules.get('/*')?.['Strict-Transport-Security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(rules.get('/*')?.['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  });

  it('gives every public page its policy with frame-ancestors, and short caching', () => {
    // A page at the top (/, /404, /careers) has a rule of its own; a folder has one for itself and one for what it holds.
    const tops = new Set(builtPages().map(({ file }) => relative(DIST, file).split(sep)[0] ?? ''));
    for (const top of tops) {
      const path = top === 'index.html' ? '/' : `/${top.replace(/\.html$/, '')}`;
      const rule = rules.get(path);
      expect(rule, path).toBeDefined();
      const policy = parsePolicy(rule?.['Content-Security-Policy'] ?? '');
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(rule?.['Cache-Control'], path).toBe('public, max-age=0, must-revalidate');
      expect(rule?.['Cross-Origin-Opener-Policy'], path).toBe('same-origin');
    }
    const folders = [...tops].filter((top) => !top.endsWith('.html'));
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(rules.get(`/${folder}/*`), `/${folder}/*`).toEqual(rules.get(`/${folder}`));
    // The header policy allows what each page's own policy allows (browsers enforce both).
    const header = parsePolicy(rules.get('/')?.['Content-Security-Policy'] ?? '');
    for (const { path, file } of builtPages()) {
      for (const [name, sources] of Object.entries(policyOf(readBuilt(file)) ?? {})) {
        for (const source of sources) expect(header[name], `${path}: ${name} ${source}`).toContain(source);
      }
    }
  });

  it('caches /_astro/* for a year, immutable, and keeps /admin out of search engines under its own policy', () => {
    expect(rules.get('/_astro/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    for (const path of ADMIN_PATHS) {
      expect(rules.get(path)?.['X-Robots-Tag'], path).toBe('noindex, nofollow');
      expect(parsePolicy(rules.get(path)?.['Content-Security-Policy'] ?? '')).toEqual({ ...policyOf(readBuilt(fileFor('/admin')!)), 'frame-ancestors': ["'none'"] });
    }
  });

  it('fits the limits of Cloudflare Pages: at most 100 rules, and no header line over 2,000 characters', () => {
    expect(rules.size).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length, line.slice(0, 80)).toBeLessThanOrEqual(2000);
  });
});
