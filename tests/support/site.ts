/** What the production build contains: its pages and the files they reference. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DEFAULT_LOCALE } from '@/i18n/languages';
import { splitLocale } from '@/lib/routes';

export const DIST = 'dist';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** URL path of a built HTML file: dist/news/press.html → /news/press (each page is <path>.html). */
function pathOf(file: string): string {
  const rel = relative(DIST, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\.html$/, '')}`;
}

/** The stub Astro writes for each entry of `redirects`: it only forwards to the new address. */
const isRedirect = (file: string) => /<meta http-equiv="refresh"/i.test(readFileSync(file, 'utf8').slice(0, 600));

/** The CMS, built once at /admin. */
const isCmsPath = (path: string) => /^\/admin(?:\/|$)/.test(path);

/** Every page of the site as a visitor reaches it (the CMS and redirect stubs excepted). */
export function builtPages(): { path: string; file: string }[] {
  return walk(DIST)
    .filter((file) => file.endsWith('.html') && !isRedirect(file))
    .map((file) => ({ path: pathOf(file), file }))
    .filter(({ path }) => !isCmsPath(path))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The built file that answers a URL path, if any. */
export function fileFor(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`];
  return candidates.map((c) => join(DIST, c)).find((path) => existsSync(path) && statSync(path).isFile());
}

export const readBuilt = (file: string) => readFileSync(file, 'utf8');

/** A page of the site's own language (not a /de, /it or /fr copy of it). */
export const isDefaultLanguage = (path: string) => splitLocale(path).locale === DEFAULT_LOCALE;
