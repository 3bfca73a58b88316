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

/** A template: its name, and the address segments it answers ('news/[slug].astro' → ['news', '[slug]'], 'index.astro' → []). */
interface Template {
  name: string;
  segments: string[];
}

/** A parameter (`[slug]`, `[...area]`) stands for one segment of the address. */
const isParameter = (segment: string) => segment.startsWith('[') && segment.endsWith(']');

/** Every file of src/pages as a template, the 404 pages included, in the order of the folders. */
function allTemplates(): Template[] {
  return astroFiles(PAGES_DIR).map((file) => {
    const name = templateName(file);
    const segments = name.slice(0, -'.astro'.length).split('/');
    return { name, segments: segments.at(-1) === 'index' ? segments.slice(0, -1) : segments };
  });
}

/** Whether a template answers an address without language prefix, segment by segment. */
function answers({ segments }: Template, page: string): boolean {
  const address = page.split('/').filter(Boolean);
  return segments.length === address.length && segments.every((segment, i) => isParameter(segment) || segment === address[i]);
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
  const template = templateOf();
  return allTemplates()
    .filter(({ name }) => !NOT_TEMPLATES.has(name))
    .map(({ name }) => ({ template: name, path: english.find(({ path, file }) => template(path) === name && sealedBlocks(readBuilt(file)).length === 0)?.path }));
}

/** The template (a file of src/pages, the 404 pages included) each built page of every language was made from. */
function templateOf(): (path: string) => string | undefined {
  const isStatic = ({ segments }: Template) => !segments.some(isParameter);
  // A static page wins over a dynamic route that would also answer its address.
  const templates = allTemplates();
  const ordered = [...templates.filter(isStatic), ...templates.filter((t) => !isStatic(t))];
  return (path) => ordered.find((t) => answers(t, splitLocale(path).path))?.name;
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
