/**
 * The build's files as static hosts need them for one address per page, without a trailing
 * slash: every page becomes `<path>.html` (Netlify and Cloudflare Pages serve about.html at /about
 * and redirect /about/ to it, where about/index.html would be served at /about/ with /about
 * redirected there). Astro renders in its `directory` format, the one whose pages see their own
 * address as /about; the pages are moved here once written. Also writes `_redirects`, each
 * area's and language's not-found page for a miss (src/lib/not-found.ts), and gives the pages
 * Astro writes for `redirects` complete, valid markup.
 */
import { readdirSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { redirectsFile } from '../lib/not-found';

/** Moves every folder's index.html but the site's own to `<folder>.html`, and drops folders left empty. */
function flattenPages(dist: string): number {
  let moved = 0;
  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    for (const entry of entries) if (entry.isDirectory()) visit(join(dir, entry.name));
    if (dir !== dist && entries.some((entry) => entry.isFile() && entry.name === 'index.html')) {
      renameSync(join(dir, 'index.html'), `${dir}.html`);
      moved++;
    }
    if (dir !== dist && readdirSync(dir).length === 0) rmdirSync(dir);
  };
  visit(dist);
  return moved;
}

/**
 * The page of a redirect as a complete document: Astro writes a bare title, meta refresh and link;
 * this one has the language, a head with its charset, and the refresh spelt as the HTML standard
 * requires ("0; url=…", a space after the semicolon).
 */
function redirectPage(to: string, canonical: string | undefined): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting to ${to}</title>`,
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    '<meta name="robots" content="noindex">',
    ...(canonical ? [`<link rel="canonical" href="${canonical}">`] : []),
    '</head>',
    `<body><a href="${to}">This page has moved to ${to}</a></body>`,
    '</html>',
    '',
  ].join('\n');
}

export default function hostRules(): AstroIntegration {
  // The static redirects of the configuration, as [from, to] addresses.
  let redirects: [string, string][] = [];
  let site: string | undefined;
  return {
    name: 'host-rules',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
        redirects = Object.entries(config.redirects)
          .filter(([from]) => !from.includes('['))
          .map(([from, to]) => [from, typeof to === 'string' ? to : to.destination]);
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir).replace(/[\\/]$/, '');
        const moved = flattenPages(dist);
        for (const [from, to] of redirects) writeFileSync(join(dist, `${from}.html`), redirectPage(to, site && new URL(to, site).href));
        writeFileSync(join(dist, '_redirects'), redirectsFile());
        logger.info(`${moved} pages written as <path>.html, ${redirects.length} redirect pages completed; _redirects for the not-found pages`);
      },
    },
  };
}
