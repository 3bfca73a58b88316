/**
 * The build's files as static hosts need them for one address per page, without a trailing
 * slash: every page becomes `<path>.html` (Netlify and Cloudflare Pages serve about.html at /about
 * and redirect /about/ to it, where about/index.html would be served at /about/ with /about
 * redirected there). Astro renders in its `directory` format, the one whose pages see their own
 * address as /about; the pages are moved here once written. Also writes `_redirects`, each
 * area's and language's not-found page for a miss (src/lib/not-found.ts).
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

export default function hostRules(): AstroIntegration {
  return {
    name: 'host-rules',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const moved = flattenPages(dist.replace(/[\\/]$/, ''));
        writeFileSync(join(dist, '_redirects'), redirectsFile());
        logger.info(`${moved} pages written as <path>.html; _redirects for the not-found pages`);
      },
    },
  };
}
