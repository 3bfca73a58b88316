/** The files of the CMS tests: the copy of the repository the CMS edits, and the photos they upload. */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Content and media files with a hash of each, to see what a save touched. */
export function snapshot(root: string, folders = ['content', 'src/assets/media', 'public']): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8', withFileTypes: false })) {
      const path = join(folder, file);
      try {
        files.set(path, createHash('sha1').update(readFileSync(join(root, path))).digest('hex'));
      } catch {
        // a folder
      }
    }
  }
  return files;
}

/** Paths added, removed or changed between two snapshots. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}

/**
 * The run of lines where `b` differs from `a`: what `a` had there (`removed`) and what `b` has
 * in its place (`added`); the lines before and after it are the same in both.
 */
export function lineChanges(a: string, b: string) {
  const x = a.split('\n');
  const y = b.split('\n');
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  return { removed: x.slice(start, x.length - end), added: y.slice(start, y.length - end) };
}

/**
 * A photo of one colour to upload, `name` in a folder of its own; returns its path. A fixed path in
 * the system's temporary folder is shared by every checkout running the tests at once, and Chromium
 * will not read a chosen file that another run has since written again: Decap's backup of the
 * entry then failed to fetch the photo ("persistLocalDraftBackup TypeError: Failed to fetch").
 */
export async function photoToUpload(name: string, width: number, height: number, background: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'cms-upload-')), name);
  await sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 90 }).toFile(path);
  return path;
}
