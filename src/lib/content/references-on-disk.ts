/**
 * The half of src/lib/content/references.ts that reads the project's files: the content on disk
 * and the source files that show a picture themselves. The build's check of
 * references to what does not exist, the credits page and the CMS's local backend use it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collections as allCollections } from '@/model/collections';
import type { Collection } from '@/model/fields';
import { readFields } from './disk';
import { describeMissing, entryOf, isFolder, pagePath, projectPath, referencesOf, type ContentEntry, type Dangling, type Target } from './references';

/** Every content file of the content model that exists under `root`. */
export function readContent(root: string, collections: readonly Collection[] = allCollections): ContentEntry[] {
  const files = collections.flatMap((c) => {
    if (!isFolder(c)) return c.files.map((f) => f.file);
    const dir = join(root, c.folder);
    return existsSync(dir) ? readdirSync(dir).sort().map((name) => `${c.folder}/${name}`) : [];
  });
  return files.flatMap((file) => {
    const fields = readFields(root, file);
    return (fields && entryOf(file, fields, collections)) ?? [];
  });
}

const SOURCE = /\.(astro|tsx?|jsx?|mjs|css)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The site's source files (not its pictures), each with its text. */
function siteSources(root: string): { file: string; text: string }[] {
  const dir = join(root, 'src');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => `src/${f.split('\\').join('/')}`)
    .filter((f) => SOURCE.test(f) && !f.startsWith('src/assets/'))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** Whether `text` names the picture or file at `file` (from the project root) in a string or `url()`. */
function names(text: string, file: string): boolean {
  const name = file.startsWith('src/') ? file.slice('src/'.length) : file.startsWith('public/') ? file.slice('public/'.length) : undefined;
  return name !== undefined && new RegExp(`["'(][^"'()\\s]*${escape(name)}["')?]`).test(text);
}

/**
 * Source files of the site that name the picture or file at `path` in a string or `url()`: the
 * hero's poster is imported by the hero component, not chosen in an entry.
 */
export function sourcesUsing(root: string, path: string): string[] {
  const file = projectPath(path);
  return siteSources(root)
    .filter((source) => names(source.text, file))
    .map((source) => source.file);
}

/**
 * For each file under `folders` that the site's design shows itself, the source files that name
 * it: handed to the CMS at build time, which cannot read the site's sources in the browser.
 */
export function designUses(root: string, folders: readonly string[]): Record<string, string[]> {
  const sources = siteSources(root);
  const files = folders.flatMap((folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((f) => `${folder}/${f.split('\\').join('/')}`) : []));
  return Object.fromEntries(files.flatMap((file) => {
    const users = sources.filter((source) => names(source.text, file)).map((source) => source.file);
    return users.length > 0 ? [[file, users]] : [];
  }));
}

/**
 * Every reference under `root` to a file, entry or page that does not exist. `pages` are the
 * addresses of the site's pages without language prefix (the route table's, and the redirects').
 */
export function danglingReferences(root: string, pages: readonly string[]): Dangling[] {
  const entries = readContent(root);
  const known = new Set(pages.map((p) => pagePath(p) ?? p));
  const ids = new Set(entries.map((e) => `${e.collection}/${e.id}`));
  const exists = (target: Target) => {
    switch (target.kind) {
      case 'file':
        return existsSync(join(root, target.path));
      case 'entry':
        return ids.has(`${target.collection}/${target.id}`);
      case 'page':
        return known.has(target.path);
    }
  };
  return entries
    .flatMap(referencesOf)
    .filter((r) => !exists(r.target))
    .map((reference) => ({ reference, message: describeMissing(reference) }));
}
