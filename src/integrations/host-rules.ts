/**
 * The build's files as static hosts need them for one address per page, without a trailing
 * slash: every page becomes `<path>.html` (Netlify and Cloudflare Pages serve about.html at /about
 * and redirect /about/ to it, where about/index.html would be served at /about/ with /about
 * redirected there). Astro renders in its `directory` format, the one whose pages see their own
 * address as /about; the pages are moved here once written. Also writes `_redirects`, each
 * area's and language's not-found page for a miss (src/lib/not-found.ts), and gives the pages
 * Astro writes for `redirects` complete, valid markup.
 */
import {
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { redirectsFile } from "../lib/not-found";

/** Moves every folder's index.html but the site's own to `<folder>.html`, and drops folders left empty. */
function flattenPages(dist: string): number {
  let moved = 0;
  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    for (const entry of entries)
      if (entry.isDirectory()) visit(join(dir, entry.name));
    if (
      dir !== dist &&
      entries.some((entry) => entry.isFile() && entry.name === "index.html")
    ) {
      renameSync(join(dir, "index.html"), `${dir}.html`);
      moved++;
    }
    if (dir !== dist && readdirSync(dir).length === 0) rmdirSync(dir);
  };
  visit(dist);
  return moved;
}

/**
 * Astro's page for a redirect (a bare title, meta refresh and link) as a complete document: the
 * language, a head with its charset, and the refresh spelt as the HTML standard requires
 * ("0; url=…", a space after the semicolon). The address is kept as Astro escaped it.
 * Undefined for a page that is not a redirect.
 */
function redirectPage(html: string): string | undefined {
  const to = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/i.exec(
    html,
  )?.[1];
  if (to === undefined) return undefined;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>Redirecting to ${to}</title>`,
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    '<meta name="robots" content="noindex">',
    ...(canonical ? [`<link rel="canonical" href="${canonical}">`] : []),
    "</head>",
    `<body><a href="${to}">This page has moved to ${to}</a></body>`,
    "</html>",
    "",
  ].join("\n");
}

/** Rewrites every redirect page of the build with `redirectPage`. */
function completeRedirectPages(dir: string): number {
  let rewritten = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) rewritten += completeRedirectPages(path);
    else if (entry.name.endsWith(".html")) {
      const page = redirectPage(readFileSync(path, "utf8"));
      if (page) {
        writeFileSync(path, page);
        rewritten++;
      }
    }
  }
  return rewritten;
}

export default function hostRules(): AstroIntegration {
  return {
    name: "host-rules",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const moved = flattenPages(dist.replace(/[\\/]$/, ""));
        const redirects = completeRedirectPages(dist);
        writeFileSync(join(dist, "_redirects"), redirectsFile());
        logger.info(
          `${moved} pages written as <path>.html, ${redirects} redirect pages completed; _redirects for the not-found pages`,
        );
      },
    },
  };
}
