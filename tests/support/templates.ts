/**
 * The page templates of the site: the files of src/pages, each with the first page the build made
 * from it (a public one: a locked page would only show the way to the login). A template is named
 * by its path in src/pages without the language folder: the page of every language
 * (src/pages/[...lang]/property/[slug].astro) is 'property/[slug].astro'.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { splitLocale } from '@/lib/routes';
import { sealedBlocks } from './access';
import { builtPages, isDefaultLanguage, readBuilt } from './site';

const PAGES_DIR = 'src/pages';
const LANGUAGE_FOLDER = '[...lang]/';
// Not pages a visitor reads: the 404 pages, the site's and each area's (Lighthouse refuses a 404 status).
const NOT_TEMPLATES = new Set(['404.astro', '[...area]/404.astro']);

/** A template's name: its file's path in src/pages, the language folder left out. */
function templateName(file: string): string {
  const name = relative(PAGES_DIR, file).split(sep).join('/');
  return name.startsWith(LANGUAGE_FOLDER) ? name.slice(LANGUAGE_FOLDER.length) : name;
}

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
  );
}

/** The address segments a template answers: 'news/[slug].astro' → ['news', '[slug]'], 'index.astro' → []. */
function segmentsOf(file: string): string[] {
  const segments = templateName(file).slice(0, -'.astro'.length).split('/');
  return segments.at(-1) === 'index' ? segments.slice(0, -1) : segments;
}

/** A parameter (`[slug]`, `[...area]`) stands for one segment of the address. */
const isParameter = (segment: string) => segment.startsWith('[') && segment.endsWith(']');

/** Whether a template answers an address without language prefix, segment by segment. */
function answers(file: string, page: string): boolean {
  const template = segmentsOf(file);
  const address = page.split('/').filter(Boolean);
  return template.length === address.length && template.every((segment, i) => isParameter(segment) || segment === address[i]);
}

const isStatic = (file: string) => segmentsOf(file).every((segment) => !isParameter(segment));

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
  const files = astroFiles(PAGES_DIR).filter((file) => !NOT_TEMPLATES.has(templateName(file)));
  const statics = files.filter(isStatic);
  // A static page wins over a dynamic route that would also answer its address.
  const madeFrom = (file: string, path: string) => answers(file, path) && (isStatic(file) || !statics.some((other) => answers(other, path)));
  return files.map((file) => {
    const page = english.find(({ path, file: built }) => madeFrom(file, path) && sealedBlocks(readBuilt(built)).length === 0);
    return { template: templateName(file), path: page?.path };
  });
}

/** The template (a file of src/pages, the 404 pages included) each built page of every language was made from. */
function templateOf(): (path: string) => string | undefined {
  const files = astroFiles(PAGES_DIR);
  // A static page wins over a dynamic route that would also answer its address.
  const ordered = [...files.filter(isStatic), ...files.filter((file) => !isStatic(file))];
  return (path) => {
    const file = ordered.find((candidate) => answers(candidate, splitLocale(path).path));
    return file && templateName(file);
  };
}

/**
 * The longest word in a page's `<main>`, in characters. A sample's measure, not a check: the tags
 * are stripped rather than parsed, which reads the 400 pages in a fraction of the time.
 */
function longestWord(file: string): number {
  const html = readBuilt(file);
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const text = main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
  return Math.max(0, ...text.split(/[\s/–—-]+|&nbsp;|&#160;/).map((word) => word.length));
}

/**
 * The pages most likely to break a layout: of every template in every language, the page first
 * built from it and the one with the longest word (a German compound that may not fit a phone).
 */
export function riskiestPages(): { path: string; file: string }[] {
  const template = templateOf();
  const groups = new Map<string, { path: string; file: string }[]>();
  for (const page of builtPages()) {
    const key = `${template(page.path)} ${splitLocale(page.path).locale}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const chosen = [...groups.values()].flatMap((pages) => {
    const measured = pages.map((page) => ({ page, longest: longestWord(page.file) }));
    const longest = measured.reduce((best, next) => (next.longest > best.longest ? next : best));
    return [pages[0]!, longest.page];
  });
  return [...new Map(chosen.map((page) => [page.path, page])).values()].sort((a, b) => a.path.localeCompare(b.path));
}
