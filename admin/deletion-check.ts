/**
 * Nothing in use is deleted, whichever backend the CMS saves to. The local backend refuses to
 * delete a picture, a PDF or an entry that others still use (scripts/cms-backend.mjs); a Git host
 * does not, and the next build failed on the dangling reference. So before any deletion the CMS
 * reads the content through its backend, as the build will, and refuses by the same rules
 * (src/lib/content/references.ts), naming the entries that use what was to go. Decap shows the
 * refusal as a failed deletion, which the CMS says in the editor's language (admin/notices.ts).
 *
 * What the site's design shows itself (the hero's poster) is named by the site's sources, which
 * the browser cannot read: the build hands that list over in the page (admin/page.astro).
 */
import type { CmsRegistryBackend } from 'decap-cms-core';
import { CURSOR_COMPATIBILITY_SYMBOL } from 'decap-cms-lib-util';
import { deletionRefusal, entryFromFile, isFolder, type ContentEntry } from '@/lib/content/references';
import { collections } from '@/model/collections';
import { mendBackends } from './backend-wrap';

/** An entry's file as a backend reads it. */
interface ReadFile {
  file: { path: string };
  data: string;
}

interface Cursor {
  actions?: { has(action: string): boolean };
}

interface Implementation {
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<ReadFile[]>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<ReadFile[] & { [CURSOR_COMPATIBILITY_SYMBOL]?: Cursor }>;
  traverseCursor?(cursor: Cursor, action: string): Promise<{ entries: ReadFile[]; cursor: Cursor }>;
  entriesByFiles(files: { path: string }[]): Promise<ReadFile[]>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

/** Every file of a folder: backends that hand them over a page at a time are read to the last page. */
async function folderFiles(implementation: Implementation, folder: string, extension: string): Promise<ReadFile[]> {
  if (implementation.allEntriesByFolder) return implementation.allEntriesByFolder(folder, extension, 1);
  const first = await implementation.entriesByFolder(folder, extension, 1);
  const files = [...first];
  let cursor = first[CURSOR_COMPATIBILITY_SYMBOL];
  while (cursor?.actions?.has('next') && implementation.traverseCursor) {
    const page = await implementation.traverseCursor(cursor, 'next');
    files.push(...page.entries);
    cursor = page.cursor;
  }
  return files;
}

/** The content as the backend holds it now: every entry of the content model. */
async function readEntries(implementation: Implementation): Promise<ContentEntry[]> {
  const read = await Promise.all(
    collections.map((c) => (isFolder(c) ? folderFiles(implementation, c.folder, c.format) : implementation.entriesByFiles(c.files.map((f) => ({ path: f.file }))))),
  );
  return read.flat().flatMap(({ file, data }) => (typeof data === 'string' && data !== '' ? (entryFromFile(file.path, data) ?? []) : []));
}

/** The source files that show each picture or PDF of the media folders, as the build found them. */
function designUses(): Readonly<Record<string, readonly string[]>> {
  try {
    return JSON.parse(document.getElementById('cms-design-uses')?.textContent ?? '{}') as Record<string, string[]>;
  } catch {
    return {};
  }
}

function guard(implementation: Implementation) {
  const remove = implementation.deleteFiles.bind(implementation);
  const design = designUses();
  implementation.deleteFiles = async (paths, commitMessage) => {
    const refusal = deletionRefusal(paths, await readEntries(implementation), (file) => design[file] ?? []);
    if (refusal) throw new Error(refusal);
    return remove(paths, commitMessage);
  };
}

/** Has the backends registered under `names` refuse to delete what the content still uses. */
export function refuseDeletionsInUse(getBackend: (name: string) => CmsRegistryBackend | undefined, names: readonly string[]) {
  mendBackends(getBackend, names, guard);
}
