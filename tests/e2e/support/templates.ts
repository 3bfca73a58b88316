/**
 * The page templates of the site: the files of src/pages, each with the first page the build made
 * from it (a public one: a locked page would only show the way to the login).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { sealedBlocks } from './access';
import { builtPages, isDefaultLanguage, readBuilt } from './site';

const PAGES_DIR = 'src/pages';
// Not pages a visitor reads: the 404 pages, the site's and each area's (Lighthouse refuses a 404 status).
const NOT_TEMPLATES = new Set(['404.astro', '[...area]/404.astro']);

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
  );
}

/** src/pages/news/[slug].astro → /^\/news\/[^/]+$/ */
function pattern(file: string): RegExp {
  const route = relative(PAGES_DIR, file).split(sep).join('/').replace(/\.astro$/, '').replace(/(^|\/)index$/, '');
  const source = route.split('/').map((part) => (/^\[.+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${source.join('/')}$`);
}

let found: { template: string; path: string | undefined }[] | undefined;

/** Each page template (a file of src/pages) with the first public English page built from it. */
export function templatePages(): { template: string; path: string | undefined }[] {
  found ??= findTemplatePages();
  return found;
}

/** The first public English page built from a template ('projects/[slug].astro'): a page of that kind, whatever the content names it. */
export function templatePage(template: string): string {
  const path = templatePages().find((t) => t.template === template)?.path;
  if (!path) throw new Error(`No public page was built from src/pages/${template}.`);
  return path;
}

function findTemplatePages(): { template: string; path: string | undefined }[] {
  const english = builtPages().filter(({ path }) => !path.endsWith('/404') && isDefaultLanguage(path));
  const files = astroFiles(PAGES_DIR).filter((file) => !NOT_TEMPLATES.has(relative(PAGES_DIR, file)));
  const isStatic = (file: string) => !file.includes('[');
  // A static page wins over a dynamic route that would also match its address.
  const staticPaths = new Set(files.filter(isStatic).map((file) => pattern(file).source.slice(1, -1).replace(/\\/g, '') || '/'));
  return files.map((file) => {
    const match = pattern(file);
    const page = english.find(({ path, file: built }) => match.test(path) && (isStatic(file) || !staticPaths.has(path)) && sealedBlocks(readBuilt(built)).length === 0);
    return { template: relative(PAGES_DIR, file), path: page?.path };
  });
}
