/** Reading the copy of the repository the CMS edits. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** Lines only in `a`, and lines only in `b`. */
export function lineChanges(a: string, b: string) {
  const x = a.split('\n');
  const y = b.split('\n');
  return { removed: x.filter((line) => !y.includes(line)), added: y.filter((line) => !x.includes(line)) };
}
