/**
 * What in the content refers to what: pictures and PDFs, relations between entries, and links
 * to pages of the site (menu, footer, buttons, links inside texts). The content model
 * (src/model/collections) says where each kind of value sits, so a new field is covered as soon as
 * it is described there.
 *
 * Two users: the CMS refuses to delete a file or an entry that is still in use, naming the
 * entries that use it, in the browser with every backend (admin/deletion-check.ts) and again in
 * the local backend; and the build fails naming every reference to something that does not exist
 * (src/lib/content/references-on-disk.ts), for deletions made past the CMS.
 *
 * Nothing here reads the disk, so the CMS runs it in the browser on the entries its backend reads.
 */
import { collections as allCollections } from '@/model/collections';
import type { Collection, Field, FolderCollection } from '@/model/fields';
import { splitLocale } from '../routes';
import { DEFAULT_LOCALE } from '@/i18n/languages';
import { isOriginalFile, localeFile } from '@/model/files';
import { parseContentFile } from '@/model/format';
import type { FileFields } from './disk';
import { entryIdOf } from '@/model/slug';

/** One content file, as editors know it. */
export interface ContentEntry {
  /** Path from the project root, e.g. `content/projects/brissago-hotel-spa.en.yml` (English originals only). */
  file: string;
  /** The collection's name (`projects`), or for a single file the name of its group (`settings`). */
  collection: string;
  /** The entry's id (its web address), or for a single file its name (`menu`). */
  id: string;
  /** How the CMS lists it: "Projects › Brissago Hotel & Spa", "Settings › Menu". */
  label: string;
  /** A single file (a page or settings): part of the site, never deleted. */
  single: boolean;
  /** The page that shows the entry, if it has one of its own. */
  page?: string;
  data: Record<string, unknown>;
  /** The Markdown body of an md entry. */
  body?: string;
  /** The entry's fields in the content model. */
  fields: readonly Field[];
}

/**
 * What a value points at: a file of the project (`src/assets/media/lake-dusk.jpg`,
 * `public/downloads/report.pdf`), an entry (`municipalities/brissago`) or a page (`/portfolio`).
 */
export type Target = { kind: 'file'; path: string } | { kind: 'entry'; collection: string; id: string } | { kind: 'page'; path: string };

/** One place where an entry refers to something. */
export interface Reference {
  entry: ContentEntry;
  /** Where in the file: `gallery.2.src`, `groups.1.items.0.href`, `body`. */
  at: string;
  /** The same place in the CMS's words: "Gallery › Photo", "Menu groups › Links › Address". */
  field: string;
  /** The value as written. */
  value: string;
  target: Target;
}

const SEPARATOR = ' › ';
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|href="([^"]+)"/g;
/** An address inside the site: one slash, not two (`//host` is another site). */
const INTERNAL = /^\/(?!\/)/;
/** A file served as it is (a PDF, the favicon) rather than a page. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

export const isFolder = (c: Collection): c is FolderCollection => c.type === 'folder';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The place of a content file in the content model: its folder collection, or its single file. */
function modelOf(file: string, collections: readonly Collection[]) {
  for (const c of collections) {
    if (isFolder(c)) {
      const name = file.slice(c.folder.length + 1);
      const format = c.format === 'md' ? /\.md$/ : /\.ya?ml$/;
      if (file.startsWith(`${c.folder}/`) && !name.includes('/') && format.test(name) && isOriginalFile(name)) return { collection: c, single: undefined, name } as const;
    } else {
      const single = c.files.find((f) => f.file === file);
      if (single) return { collection: c, single, name: undefined } as const;
    }
  }
  return undefined;
}

/** The entry a content file holds, given its path from the project root and its fields. */
export function entryOf(file: string, { data, body }: FileFields, collections: readonly Collection[]): ContentEntry | undefined {
  const model = modelOf(file, collections);
  if (!model) return undefined;
  const { collection: c } = model;
  if (model.single) {
    // A single file holds every language; the entry is its English part.
    const english = data[DEFAULT_LOCALE];
    const fields = english && typeof english === 'object' ? (english as Record<string, unknown>) : {};
    const page = model.single.page;
    return { file, collection: c.name, id: model.single.name, label: `${c.label}${SEPARATOR}${model.single.label}`, single: true, ...(page ? { page } : {}), data: fields, fields: model.single.fields };
  }
  if (!isFolder(c)) return undefined;
  const id = entryIdOf(c, data, model.name);
  // The collection's own `page`, which the route table and the CMS's "view live" links read too.
  const page = c.page?.(id);
  return {
    file,
    collection: c.name,
    id,
    label: `${c.label}${SEPARATOR}${text(data[c.summary]) ?? id}`,
    single: false,
    ...(page ? { page } : {}),
    data,
    ...(body !== undefined ? { body } : {}),
    fields: c.fields,
  };
}

/** The entry a content file holds, given its path from the project root and its text (a draft's, read from its branch). */
export const entryFromFile = (file: string, source: string, collections: readonly Collection[] = allCollections) => entryOf(file, parseContentFile(file, source), collections);

/** The content file of an entry, from its collection and the slug the CMS files it under. */
export function contentFileOf(collectionName: string, slug: string, collections: readonly Collection[] = allCollections): string | undefined {
  const c = collections.find((x) => x.name === collectionName);
  if (!c) return undefined;
  if (isFolder(c)) return localeFile(`${c.folder}/${slug}.${c.format}`);
  return c.files.find((f) => f.name === slug)?.file;
}

/**
 * A page address as the site routes it: without language prefix, query, fragment or trailing
 * slash; `undefined` for anything that is not an address inside the site.
 */
export function pagePath(href: string): string | undefined {
  if (!INTERNAL.test(href)) return undefined;
  const path = href.replace(/[?#].*$/, '');
  const { path: english } = splitLocale(path);
  return english.length > 1 ? english.replace(/\/+$/, '') : '/';
}

/** A link's target: a file in public/ when it names a file, else a page. */
function linkTarget(href: string): Target | undefined {
  const path = pagePath(href);
  if (path === undefined) return undefined;
  const unprefixed = href.replace(/[?#].*$/, '');
  if (FILE_PATH.test(unprefixed)) return { kind: 'file', path: `public${unprefixed}` };
  return { kind: 'page', path };
}

/** Links in Markdown text: `[text](/path)` and `href="/path"`. */
function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(MARKDOWN_LINK)].map((m) => m[1] ?? m[2] ?? '').filter((href) => INTERNAL.test(href));
}

/** A picture's path is relative to the content file; the project path of the file it names. */
function imageTarget(entryFile: string, src: string): Target | undefined {
  if (src.startsWith('.')) return { kind: 'file', path: normalizePath(`${entryFile.slice(0, entryFile.lastIndexOf('/') + 1)}${src}`) };
  if (INTERNAL.test(src)) return { kind: 'file', path: src.slice(1) };
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The references in `value`, a value of `field`, at `at` (data path) and `labels` (CMS words). */
function* walkField(entry: ContentEntry, field: Field, value: unknown, at: string, labels: readonly string[]): Generator<Reference> {
  if (value === undefined || value === null) return;
  const here = [...labels, field.label];
  const ref = (path: string, raw: string, target: Target | undefined): Reference[] =>
    target ? [{ entry, at: path, field: here.join(SEPARATOR), value: raw, target }] : [];
  switch (field.kind) {
    case 'image': {
      const src = isRecord(value) ? text(value['src']) : undefined;
      if (src) yield* ref(`${at}.src`, src, imageTarget(entry.file, src));
      return;
    }
    case 'file':
      if (typeof value === 'string') yield* ref(at, value, linkTarget(value));
      return;
    case 'relation':
      for (const [i, id] of (Array.isArray(value) ? value : [value]).entries()) {
        if (typeof id === 'string' && id !== '') yield* ref(Array.isArray(value) ? `${at}.${i}` : at, id, { kind: 'entry', collection: field.collection, id });
      }
      return;
    case 'string':
      if (typeof value === 'string') yield* ref(at, value, linkTarget(value.trim()));
      return;
    case 'markdown':
      if (typeof value === 'string') for (const href of markdownLinks(value)) yield* ref(at, href, linkTarget(href));
      return;
    case 'object':
      if (isRecord(value)) yield* walkFields(entry, field.fields, value, at, here);
      return;
    case 'list': {
      if (!Array.isArray(value)) return;
      for (const [i, item] of value.entries()) {
        const path = `${at}.${i}`;
        if (field.types) {
          const type = isRecord(item) ? field.types.find((t) => t.name === item['type']) : undefined;
          if (type && isRecord(item)) yield* walkFields(entry, type.fields, item, path, [...here, type.label]);
        } else if (Array.isArray(field.of)) {
          if (isRecord(item)) yield* walkFields(entry, field.of as readonly Field[], item, path, here);
        } else if (field.of) {
          yield* walkField(entry, field.of as Field, item, path, labels.concat(field.label === (field.of as Field).label ? [] : [field.label]));
        }
      }
      return;
    }
    default:
      return;
  }
}

function* walkFields(entry: ContentEntry, fields: readonly Field[], data: Record<string, unknown>, at: string, labels: readonly string[]): Generator<Reference> {
  for (const field of fields) yield* walkField(entry, field, data[field.name], at ? `${at}.${field.name}` : field.name, labels);
}

/** Everything an entry refers to, in the order of its fields, then links in its body. */
export function referencesOf(entry: ContentEntry): Reference[] {
  const found = [...walkFields(entry, entry.fields, entry.data, '', [])];
  for (const href of markdownLinks(entry.body ?? '')) {
    const target = linkTarget(href);
    if (target) found.push({ entry, at: 'body', field: 'Text', value: href, target });
  }
  return found;
}

/** Whether `reference` points at the entry, file or page described by `target`. */
function pointsAt(reference: Reference, target: Target): boolean {
  const t = reference.target;
  if (t.kind !== target.kind) return false;
  if (t.kind === 'entry' && target.kind === 'entry') return t.collection === target.collection && t.id === target.id;
  return (t as { path: string }).path === (target as { path: string }).path;
}

/** The targets that make up an entry: itself and its page. */
function targetsOfEntry(entry: ContentEntry): Target[] {
  return [{ kind: 'entry', collection: entry.collection, id: entry.id }, ...(entry.page ? [{ kind: 'page', path: entry.page } as const] : [])];
}

/** `a/./b/../c` → `a/c`: the browser has no `node:path`. */
function normalizePath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

export const projectPath = (path: string) => normalizePath(path.split('\\').join('/'));

/**
 * The references from other entries to the file at `path` (from the project root): to the picture
 * or PDF itself, or, when `path` is a content file, to that entry and its page. `entries` may hold
 * several versions of one file (a published entry and its draft); all of them count.
 */
export function usesOf(path: string, entries: readonly ContentEntry[]): Reference[] {
  const file = projectPath(path);
  const owner = entries.find((e) => e.file === file);
  const targets = owner ? targetsOfEntry(owner) : [{ kind: 'file', path: file } as const];
  return entries
    .filter((e) => e.file !== file)
    .flatMap(referencesOf)
    .filter((r) => targets.some((t) => pointsAt(r, t)));
}

/** The entries among `references`, once each, as editors know them: "Projects › Brissago Hotel & Spa". */
export const entryLabels = (references: readonly Reference[]): string[] => [...new Set(references.map((r) => r.entry.label))];

/**
 * Why the files at `paths` must not be deleted, in editors' words (English sentences the CMS's
 * dictionaries hold as templates, src/i18n/<language>/cms.json), or `undefined` when nothing
 * uses them: pictures and PDFs that entries still show, entries that others refer to or link to,
 * and single files (pages, settings), which the site cannot do without. `usedByDesign` names the
 * source files of the site that show a picture themselves (the hero's poster is imported by the
 * hero, not chosen in an entry).
 */
export function deletionRefusal(paths: readonly string[], entries: readonly ContentEntry[], usedByDesign: (file: string) => readonly string[] = () => []): string | undefined {
  const reasons = paths.flatMap((path) => {
    const file = projectPath(path);
    const owner = entries.find((e) => e.file === file);
    if (owner?.single) return [`${owner.label} is part of the site and cannot be deleted.`];
    const users = [...entryLabels(usesOf(file, entries)), ...(owner ? [] : usedByDesign(file).map((f) => `the site's design (${f})`))];
    if (users.length === 0) return [];
    const name = owner ? owner.label : file.slice(file.lastIndexOf('/') + 1);
    const remedy = owner ? 'Remove what refers to it there first.' : /\.pdf$/i.test(file) ? 'Remove it from there first.' : 'Choose another picture there first.';
    return [`${name} is still in use, so it was not deleted. Used by: ${users.join(', ')}. ${remedy}`];
  });
  // One line per file: the CMS translates a refusal line by line (admin/language.ts).
  return reasons.length > 0 ? reasons.join('\n') : undefined;
}

/** A reference to something that does not exist, with what to tell the maintainer. */
export interface Dangling {
  reference: Reference;
  message: string;
}

export function describeMissing(reference: Reference): string {
  const { entry, at, field, value, target } = reference;
  const where = `${entry.file}, ${at} ("${field}")`;
  switch (target.kind) {
    case 'file':
      return `${where}: ${value} names ${target.path}, which does not exist.`;
    case 'entry':
      return `${where}: there is no ${target.collection} entry "${target.id}".`;
    case 'page':
      return `${where}: ${value} is not a page of the site.`;
  }
}

