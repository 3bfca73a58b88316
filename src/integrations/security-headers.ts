/**
 * The site's Content Security Policy and headers at build time: the policy Astro puts in every
 * page (`contentSecurityPolicy`, for astro.config.mjs), and `dist/_headers` for static hosts,
 * written from the pages' own policies once the build is done. Both come from src/lib/security/
 * (the policy in policy.ts, the headers by path in header-rules.ts, the file in hosts/netlify.ts).
 * Astro gives every page the hashes of every inline script and style of the build; once the
 * build is done each page keeps only those of its own (`ownHashesOnly`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readFields } from '../lib/content/disk';
import { headerRules, type BuiltPolicies } from '../lib/security/header-rules';
import { headersFile } from '../lib/security/hosts/netlify';
import { directiveList, mergePolicies, publicDirectives, sourceHash } from '../lib/security/policy';

const SITE_SETTINGS = 'content/settings/site.yml';

/** The newsletter endpoint of the site settings, if an editor has set one. */
function newsletterEndpoint(root: string): string | undefined {
  // The settings file holds every language; the endpoint is shared, set in the English part.
  const settings = readFields(root, SITE_SETTINGS)?.data['en'] as { newsletterEndpoint?: unknown } | undefined;
  return typeof settings?.newsletterEndpoint === 'string' ? settings.newsletterEndpoint : undefined;
}

/** The value of `security.csp`: the public policy; Astro adds script-src and style-src with the build's hashes. */
export function contentSecurityPolicy(root: string = process.cwd()) {
  return { algorithm: 'SHA-256' as const, directives: directiveList(publicDirectives({ newsletterEndpoint: newsletterEndpoint(root) })) };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const META = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;
const REDIRECT = /<meta\s+http-equiv="refresh"/i;
/** The CMS, built once at /admin. */
const CMS_PAGE = /^admin(?:\.html$|\/)/;
/** Top-level folders that hold no public page. */
const NOT_PAGES = new Set(['_astro']);

const unescape = (value: string) => value.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The policies of a build, read from its pages' meta tags. Fails on a page without one. */
export function builtPolicies(dist: string): BuiltPolicies {
  const pages: string[] = [];
  let admin: string | undefined;
  const htmlFolders = new Set<string>();
  const rootPages: string[] = [];
  for (const file of walk(dist).filter((f) => f.endsWith('.html'))) {
    const path = relative(dist, file).split(sep).join('/');
    const html = readFileSync(file, 'utf8');
    if (REDIRECT.test(html.slice(0, 600))) continue;
    const policy = META.exec(html)?.[1];
    if (!policy) throw new Error(`Content Security Policy: ${path} has none. Every page needs Astro's security.csp.`);
    if (path === 'admin.html') admin = unescape(policy);
    else if (!CMS_PAGE.test(path)) pages.push(unescape(policy));
    const [top, ...rest] = path.split('/');
    if (!top) continue;
    // Pages are <path>.html, served at /path (src/integrations/host-rules.ts).
    if (rest.length === 0) {
      if (path !== 'admin.html') rootPages.push(top === 'index.html' ? '/' : `/${top.replace(/\.html$/, '')}`);
    } else if (!NOT_PAGES.has(top)) htmlFolders.add(top);
  }
  if (!admin) throw new Error('Content Security Policy: the build has no admin.html.');
  const pagePaths = [...new Set([...rootPages, ...[...htmlFolders].flatMap((folder) => [`/${folder}`, `/${folder}/*`])])].sort();
  return { pages: mergePolicies(pages), admin, pagePaths };
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** A block of investors-only content, sealed at build time (components/access/InvestorOnly.astro). */
const SEALED = /\sdata-sealed="/;
const HASH = /^'sha256-[A-Za-z0-9+/]+=*'$/;

const digest = (text: string) => `'${sourceHash(text)}'`;

/**
 * A page's HTML with a policy that allows only the inline scripts and styles the page has: the
 * hashes of the rest of the build are bytes of every page's first round trip that no browser
 * needs (on a phone they can push a page's HTML past the first 14.6 kB). The styles inside
 * <noscript> count: the web fonts' loader declares the same text (layout/WebFonts.astro). A page
 * with sealed investors-only content keeps every hash: the scripts of its sealed blocks, which
 * the build cannot read, run once an investor opens them (lib/auth/page.ts).
 */
export function ownHashesOnly(html: string): string {
  const meta = META.exec(html);
  if (!meta?.[1] || SEALED.test(html)) return html;
  const own = new Set([...html.matchAll(INLINE_SCRIPT), ...html.matchAll(INLINE_STYLE)].map((match) => digest(match[1] ?? '')));
  // Astro writes the sources' quotes as they are or as &#39;: each source is compared unescaped.
  const policy = meta[1]
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive;
      return [name, ...sources.filter((source) => !HASH.test(unescape(source)) || own.has(unescape(source)))].join(' ');
    })
    .join(';');
  return html.replace(meta[1], () => policy);
}

/** Rewrites each public page of a build with `ownHashesOnly`; /admin keeps its own policy. */
function trimPagePolicies(dist: string): void {
  for (const file of walk(dist).filter((f) => f.endsWith('.html'))) {
    if (CMS_PAGE.test(relative(dist, file).split(sep).join('/'))) continue;
    const html = readFileSync(file, 'utf8');
    const trimmed = ownHashesOnly(html);
    if (trimmed !== html) writeFileSync(file, trimmed);
  }
}

export default function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        trimPagePolicies(dist);
        const rules = headerRules(builtPolicies(dist));
        writeFileSync(join(dist, '_headers'), headersFile(rules));
        logger.info(`_headers: ${rules.length} rules`);
      },
    },
  };
}
