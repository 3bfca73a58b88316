/**
 * What the CMS's local backend (scripts/cms-backend.mjs) lets a request touch: the folders and
 * files the CMS configuration names (the collections' folders and files, the media folders its
 * fields upload to), and nothing else in the repository. decap-server itself only keeps paths
 * inside the repository, so `.git/config` could be read and `package.json` or a git hook written
 * by whoever reached it; with this scope even a request with the editor's token cannot.
 */
import type { CmsCollection, CmsConfig, CmsField } from 'decap-cms-core';
import { collections } from '@/model/collections';
import { toDecapConfig } from './config';

export interface BackendScope {
  /** Folders whose files the CMS reads and writes, without a leading or trailing slash. */
  folders: string[];
  /** Single files the CMS reads and writes (the settings and pages). */
  files: string[];
  /** The collections' names: drafts live on `cms/<collection>/<slug>` branches. */
  collections: string[];
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

function fieldMediaFolders(fields: readonly CmsField[] | undefined): string[] {
  return (fields ?? []).flatMap((field) => {
    const own = 'media_folder' in field && typeof field.media_folder === 'string' ? [field.media_folder] : [];
    const nested = 'fields' in field ? fieldMediaFolders(field.fields as CmsField[]) : 'field' in field && field.field ? fieldMediaFolders([field.field as CmsField]) : [];
    return [...own, ...nested];
  });
}

function collectionPaths(collection: CmsCollection): { folders: string[]; files: string[] } {
  const files = collection.files ?? [];
  const folders = [
    ...(collection.folder ? [collection.folder] : []),
    ...(collection.media_folder ? [collection.media_folder] : []),
    ...fieldMediaFolders(collection.fields),
    ...files.flatMap((file) => [...(file.media_folder ? [file.media_folder] : []), ...fieldMediaFolders(file.fields)]),
  ];
  return { folders, files: files.map((file) => file.file) };
}

/** The scope of a CMS configuration (admin/config.ts's `toDecapConfig`). */
export function backendScope(config: CmsConfig): BackendScope {
  const parts = config.collections.map(collectionPaths);
  const unique = (paths: string[]) => [...new Set(paths.map(trimSlashes).filter(Boolean))].sort();
  return {
    folders: unique([config.media_folder ?? '', ...parts.flatMap((p) => p.folders)]),
    files: unique(parts.flatMap((p) => p.files)),
    collections: config.collections.map((c) => c.name),
  };
}

/** The scope of this site's CMS, whichever backend it is built for. */
export const cmsScope = () => backendScope(toDecapConfig(collections, { backend: { name: 'proxy', branch: 'main' } }));

/** Why `path` is outside the scope, or undefined where the CMS may read and write it. */
export function pathRefusal(path: unknown, scope: BackendScope): string | undefined {
  if (typeof path !== 'string' || path.trim() === '') return 'A request named no path where one is needed.';
  const outside = `${JSON.stringify(path)} is outside what the CMS edits (the folders and files of its collections and its media folders), so the local backend neither reads nor writes it.`;
  // Backslashes, NUL and other control characters are no part of a path the CMS makes.
  if ([...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return outside;
  const relative = path.replace(/^\/+/, '');
  const segments = relative.split('/');
  // No `..`, no `.`, no empty step, and no hidden file or folder (`.git`, `.gitattributes`, `.env`).
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return outside;
  const inside = scope.files.includes(relative) || scope.folders.some((folder) => relative === folder || relative.startsWith(`${folder}/`));
  return inside ? undefined : outside;
}

/** Every path a request of decap-server's actions names, read or written. */
const NAMED_PATHS: Record<string, (params: Record<string, unknown>) => unknown[]> = {
  entriesByFolder: (p) => [p['folder']],
  entriesByFiles: (p) => (Array.isArray(p['files']) ? p['files'].map((file) => (file as { path?: unknown })?.path) : [p['files']]),
  getEntry: (p) => [p['path']],
  getMediaFile: (p) => [p['path']],
  getMedia: (p) => [p['mediaFolder']],
  unpublishedEntryDataFile: (p) => [p['path']],
  unpublishedEntryMediaFile: (p) => [p['path']],
  persistEntry: (p) => {
    const dataFiles = (Array.isArray(p['dataFiles']) ? p['dataFiles'] : [p['entry']]) as ({ path?: unknown; newPath?: unknown } | undefined)[];
    const assets = (Array.isArray(p['assets']) ? p['assets'] : []) as ({ path?: unknown } | undefined)[];
    return [...dataFiles.flatMap((file) => [file?.path, ...(file?.newPath === undefined ? [] : [file.newPath])]), ...assets.map((asset) => asset?.path)];
  },
  persistMedia: (p) => [(p['asset'] as { path?: unknown } | undefined)?.path],
  deleteFile: (p) => [p['path']],
  deleteFiles: (p) => (Array.isArray(p['paths']) ? p['paths'] : [p['paths']]),
};

/** A branch as git would take it and no option: no leading `-`, no `..`, none of git's special characters. */
const BRANCH = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*@\{)[\w.\-/]+(?<![./])$/;
/** A slug of an entry (or a file of a files collection), as the CMS makes it. */
const SLUG = /^[\w][\w.-]*$/;

/**
 * Why the names a request gives its branch, collection and entry cannot be used, if they cannot.
 * `id` names the entry (`collection/slug`) only when it asks for a draft; elsewhere it is a file's.
 */
function nameRefusal(params: Record<string, unknown>, scope: BackendScope, entryId = false): string | undefined {
  const { branch, collection, slug } = params;
  const id = entryId ? params['id'] : undefined;
  if (branch !== undefined && (typeof branch !== 'string' || !BRANCH.test(branch))) return `${JSON.stringify(branch)} is not a branch the CMS saves to.`;
  const [idCollection, ...idSlug] = typeof id === 'string' ? id.split('/') : [];
  const collections = [collection, idCollection, (params['options'] as { collectionName?: unknown } | undefined)?.collectionName].filter((name) => name !== undefined);
  const unknown = collections.find((name) => typeof name !== 'string' || !scope.collections.includes(name));
  if (unknown !== undefined) return `${JSON.stringify(unknown)} is not a collection of the CMS.`;
  const slugs = [slug, ...(typeof id === 'string' ? [idSlug.join('/')] : [])].filter((name) => name !== undefined);
  const badSlug = slugs.find((name) => typeof name !== 'string' || !SLUG.test(name) || name.includes('..'));
  if (badSlug !== undefined) return `${JSON.stringify(badSlug)} is not the address of an entry.`;
  return undefined;
}

const asParams = (params: unknown) => (params && typeof params === 'object' ? (params as Record<string, unknown>) : {});

/** The paths a request names, as given (each checked by `requestRefusal`). */
export function requestPaths(action: unknown, params: unknown): unknown[] {
  const named = typeof action === 'string' ? NAMED_PATHS[action] : undefined;
  return named ? named(asParams(params)) : [];
}

/**
 * Why a request may not run, or undefined where it may: each path it names lies inside the
 * scope, and its branch, collection and entry are names the CMS makes.
 */
export function requestRefusal(action: unknown, params: unknown, scope: BackendScope): string | undefined {
  if (action === 'info') return undefined;
  const given = asParams(params);
  for (const path of requestPaths(action, given)) {
    const refusal = pathRefusal(path, scope);
    if (refusal) return refusal;
  }
  const dataFiles = Array.isArray(given['dataFiles']) ? (given['dataFiles'] as { slug?: unknown }[]) : [];
  return nameRefusal(given, scope, action === 'unpublishedEntry') ?? dataFiles.map((file) => nameRefusal({ slug: file?.slug }, scope)).find(Boolean);
}
