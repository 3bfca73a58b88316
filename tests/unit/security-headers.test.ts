import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsOptionsFromEnv } from '../../admin/backend';
import { builtPolicies, contentSecurityPolicy, ownHashesOnly } from '../../src/integrations/security-headers';
import { CACHE, headerRules, SECURITY_HEADERS, type HeaderRule } from '@/lib/security/header-rules';
import { headersFile } from '@/lib/security/hosts/netlify';
import { nginxConfig, nginxSiteFile } from '@/lib/security/hosts/nginx';
import { vercelConfig } from '@/lib/security/hosts/vercel';
import { adminSources, mergePolicies, parsePolicy, publicDirectives } from '@/lib/security/policy';
import { nginxRouting } from '@/lib/not-found';

const UNSAFE = /'unsafe-|\*|\bdata:|\bblob:|\bhttps?:/;

describe('the public policy', () => {
  it('allows only the site itself (and data: pictures: the site icon), objects never, and forms only to the mail program', () => {
    const directives = publicDirectives();
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ['mailto:'],
      'img-src': ["'self'", 'data:'],
      'media-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
    });
    // A data: picture cannot run anything; the site icon is one (src/lib/favicon.ts).
    const loosened = Object.entries(directives).flatMap(([name, sources]) => sources.filter((source) => UNSAFE.test(source) && !(name === 'img-src' && source === 'data:')));
    expect(loosened).toEqual([]);
  });

  it("lets forms post to the newsletter endpoint's origin once the site settings name one", () => {
    expect(publicDirectives({ newsletterEndpoint: 'https://lists.example.com/subscribe?id=4' })['form-action']).toEqual(['mailto:', 'https://lists.example.com']);
  });

  it('is what astro.config.mjs gives Astro (the repository has no newsletter endpoint)', () => {
    expect(contentSecurityPolicy()).toEqual({
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "base-uri 'self'", "object-src 'none'", 'form-action mailto:', "img-src 'self' data:", "media-src 'self'", "font-src 'self'", "connect-src 'self'"],
    });
  });
});

describe('the policy of /admin', () => {
  it('in development and with the local backend: decap-server on 127.0.0.1', () => {
    for (const dev of [true, false]) {
      const sources = adminSources(cmsOptionsFromEnv({ CMS_PORT: '8123' }, { dev }));
      expect(sources.directives).toEqual({ 'img-src': ['blob:', 'data:'], 'connect-src': ['http://127.0.0.1:8123', 'blob:'] });
    }
  });

  it("with GitHub: GitHub's API, the OAuth service and the editors' avatars", () => {
    const netlify = adminSources(cmsOptionsFromEnv({ CMS_BACKEND: 'github', CMS_REPO: 'verbano/site' }, { dev: false }));
    expect(netlify.directives).toEqual({
      'img-src': ['blob:', 'data:', 'https://avatars.githubusercontent.com'],
      'connect-src': ['https://api.github.com', 'https://api.netlify.com', 'blob:'],
    });
    const own = adminSources(cmsOptionsFromEnv({ CMS_BACKEND: 'github', CMS_REPO: 'verbano/site', CMS_BASE_URL: 'https://auth.verbanocapital.ch/oauth' }, { dev: false }));
    expect(own.directives['connect-src']).toEqual(['https://api.github.com', 'https://auth.verbanocapital.ch', 'blob:']);
  });

  it('with Git Gateway: the site itself on Netlify, else the Identity and Gateway addresses', () => {
    expect(adminSources(cmsOptionsFromEnv({ CMS_BACKEND: 'git-gateway' }, { dev: false })).directives).toEqual({ 'img-src': ['blob:', 'data:'], 'connect-src': ['blob:'] });
    const elsewhere = adminSources(
      cmsOptionsFromEnv({ CMS_BACKEND: 'git-gateway', CMS_IDENTITY_URL: 'https://id.example.com/identity', CMS_GATEWAY_URL: 'https://gw.example.com/git' }, { dev: false }),
    );
    expect(elsewhere.directives['connect-src']).toEqual(['https://id.example.com', 'https://gw.example.com', 'blob:']);
  });

  it('loosens scripts by eval only, never by inline scripts', () => {
    const sources = adminSources(cmsOptionsFromEnv({}, { dev: false }));
    expect(sources.script).toEqual(["'unsafe-eval'"]);
    expect(sources.style).toEqual(["'unsafe-inline'"]);
  });
});

describe('policies as text', () => {
  it('parse and merge directive by directive, keeping the order of first appearance', () => {
    expect(parsePolicy("default-src 'self'; script-src 'self' 'sha256-a=';")).toEqual({ 'default-src': ["'self'"], 'script-src': ["'self'", "'sha256-a='"] });
    expect(mergePolicies(["script-src 'self' 'sha256-a='; img-src 'self'", "script-src 'self' 'sha256-b='; font-src 'self'"])).toBe(
      "script-src 'self' 'sha256-a=' 'sha256-b='; img-src 'self'; font-src 'self'",
    );
  });
});

const PAGES = "default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self' 'sha256-b='";
const ADMIN = "default-src 'self'; connect-src 'self' http://127.0.0.1:8081; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'";

/** Whether some address matches both path patterns of `_headers` (`/x`, `/x/*`, `/*`). */
function overlap(a: string, b: string): boolean {
  const samples = (pattern: string) => (pattern.endsWith('/*') ? [`${pattern.slice(0, -1)}x`, `${pattern.slice(0, -1)}x/y`] : [pattern]);
  const matches = (pattern: string, path: string) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
  return [...samples(a).filter((path) => matches(b, path)), ...samples(b).filter((path) => matches(a, path))].length > 0;
}

describe('the rules of _headers', () => {
  const rules = headerRules({ pages: PAGES, admin: ADMIN, pagePaths: ['/', '/404.html', '/news', '/news/*', '/de', '/de/*'] });
  const rule = (path: string) => rules.find((r) => r.path === path)?.headers;

  it('send the security headers everywhere', () => {
    expect(rule('/*')).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS).toMatchObject({
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(SECURITY_HEADERS['Permissions-Policy']).toContain(`${feature}=()`);
  });

  it("give pages their policy with frame-ancestors 'none', an opener policy and short caching", () => {
    for (const path of ['/', '/404.html', '/news', '/news/*', '/de', '/de/*']) {
      expect(rule(path)).toEqual({
        'Content-Security-Policy': `${PAGES}; frame-ancestors 'none'`,
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cache-Control': CACHE.html,
      });
    }
  });

  it('give /admin its own policy, a popup-friendly opener policy and noindex', () => {
    for (const path of ['/admin', '/admin/*']) {
      expect(rule(path)).toEqual({
        'Content-Security-Policy': `${ADMIN}; frame-ancestors 'none'`,
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'Cache-Control': CACHE.html,
        'X-Robots-Tag': 'noindex, nofollow',
      });
    }
  });

  it('cache the fingerprinted assets for a year', () => {
    expect(rule('/_astro/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('never set one header twice for one address (hosts would join or drop the values)', () => {
    const clashes: string[] = [];
    rules.forEach((a: HeaderRule, i) =>
      rules.slice(i + 1).forEach((b) => {
        if (!overlap(a.path, b.path)) return;
        for (const name of Object.keys(a.headers)) if (name in b.headers) clashes.push(`${a.path} and ${b.path}: ${name}`);
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('are written as Netlify and Cloudflare Pages read them', () => {
    const text = headersFile([{ path: '/_astro/*', headers: { 'Cache-Control': CACHE.immutable } }]);
    expect(text).toBe('# Written by the build from src/lib/security/header-rules.ts.\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

describe('the policies of a build', () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const page = (policy: string | null) =>
    `<!doctype html><html><head>${policy === null ? '' : `<meta http-equiv="content-security-policy" content="${policy.replace(/'/g, '&#39;')}">`}</head></html>`;
  function build(files: Record<string, string>) {
    dist = mkdtempSync(join(tmpdir(), 'csp-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    return dist;
  }

  it('are read from the pages: public ones merged, /admin apart, and the paths that cover every public page', () => {
    const dir = build({
      'index.html': page("script-src 'self' 'sha256-a='"),
      '404.html': page("script-src 'self' 'sha256-a='"),
      'news.html': page("script-src 'self' 'sha256-b='"),
      'news/press.html': page("script-src 'self' 'sha256-b='"),
      'news/research.html': '<!doctype html><meta http-equiv="refresh" content="0;url=/news/reports">',
      'de.html': page("script-src 'self' 'sha256-a='"),
      'de/news.html': page("script-src 'self' 'sha256-b='"),
      'admin.html': page("script-src 'self' 'unsafe-eval'"),
      '_astro/x.css': 'a{}',
      'downloads/report.pdf': '%PDF',
    });
    expect(builtPolicies(dir)).toEqual({
      pages: "script-src 'self' 'sha256-a=' 'sha256-b='",
      admin: "script-src 'self' 'unsafe-eval'",
      pagePaths: ['/', '/404', '/de', '/de/*', '/news', '/news/*'],
    });
  });

  it('fail the build when a page has no policy', () => {
    const dir = build({ 'index.html': page(null), 'admin.html': page("script-src 'self'") });
    expect(() => builtPolicies(dir)).toThrow(/index\.html has none/);
  });
});

describe('the hashes a page keeps', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const script = 'console.log(1)';
  const style = 'a{color:red}';
  const fonts = '@font-face{font-family:X;src:url(/x.woff2)}';
  const other = hash('elsewhere()');
  const policy = `default-src 'self';script-src 'self' ${hash(script)} ${other}; style-src 'self' ${hash(style)} ${hash(fonts)} ${other}`;
  const page = (body: string) =>
    `<!doctype html><head><meta http-equiv="content-security-policy" content="${policy}"><style>${style}</style><noscript id="web-fonts"><style>${fonts}</style></noscript><script>${script}</script><script type="application/ld+json">{}</script><script type="module" src="/_astro/a.js"></script></head><body>${body}</body>`;
  const policyOf = (html: string) => parsePolicy(/content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '');

  it('are those of its own inline scripts and styles, those in <noscript> included', () => {
    const kept = policyOf(ownHashesOnly(page('<p>Text</p>')));
    expect(kept['script-src']).toEqual(["'self'", hash(script)]);
    expect(kept['style-src']).toEqual(["'self'", hash(style), hash(fonts)]);
    expect(kept['default-src']).toEqual(["'self'"]);
  });

  it('are all of the build on a page with sealed investors-only content, whose scripts the build cannot read', () => {
    const html = page('<div data-investor-only data-iv="a" data-sealed="b"></div>');
    expect(ownHashesOnly(html)).toBe(html);
  });
});

describe('the configurations for hosts', () => {
  const readme = readFileSync('README.md', 'utf8');

  it('site.nginx.conf is what the one definition makes (`-u` writes it anew)', async () => {
    await expect(nginxSiteFile(nginxRouting())).toMatchFileSnapshot('../../site.nginx.conf');
  });

  it('the README shows the Vercel headers exactly as the one definition makes them, and how to include site.nginx.conf', () => {
    expect(readme).toContain(`\`\`\`json\n${vercelConfig()}\n\`\`\``);
    expect(readme).toContain('include /srv/verbano/site.nginx.conf;');
  });

  /** The headers nginx sends at an address: those of its location, found as nginx does for these three. */
  const nginxHeaders = (location: string) => {
    const block = nginxConfig(nginxRouting()).split('\n\n').find((b) => b.startsWith(`location ${location} {`));
    if (!block) throw new Error(`nginx has no location ${location}`);
    return Object.fromEntries([...block.matchAll(/^ {2}add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name!, value!]));
  };

  it.each([
    ['/', '/'],
    ['/_astro/*', '/_astro/'],
    ['/admin', '= /admin'],
  ])('nginx sends every header that _headers declares for %s', (path, location) => {
    const built = { pages: "default-src 'self'; script-src 'self'", admin: "default-src 'self'", pagePaths: ['/'] };
    const declared = headerRules(built).filter((rule) => rule.path === path || rule.path === '/*');
    const sent = nginxHeaders(location);
    for (const [name, value] of declared.flatMap((rule) => Object.entries(rule.headers))) {
      expect(sent, `${path}: ${name}`).toHaveProperty([name]);
      // The policy's script and style hashes stay in each page's meta tag; the rest is the same.
      if (name !== 'Content-Security-Policy') expect(sent[name], `${path}: ${name}`).toBe(value);
      else expect(sent[name]).toContain("frame-ancestors 'none'");
    }
  });
});
