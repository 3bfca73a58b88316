/**
 * Image credits for code that runs outside Astro (the tests): src/assets/credits.yml, kept
 * next to the media folder rather than in it, so the CMS's media library shows only pictures and
 * nobody deletes the list as if it were one. It is read from disk and validated by the schema of
 * the `credits` content collection, which is what the pages read (src/lib/credit-schema.ts).
 * Every image in src/assets/media/ has an entry there (tests/unit/credits.test.ts checks it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CREDITS_FILE, MEDIA_DIR, creditEntries, creditsSchema, projectPath, type Credit } from './credit-schema';

export type { Credit } from './credit-schema';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Absolute path of src/assets/media/; credit entries name files relative to it. */
export const mediaDir = path.join(root, MEDIA_DIR);

/** The entries of credits.yml's text, or an error naming every entry and field the schema refuses. */
export function parseCredits(source: string): Credit[] {
  const result = creditsSchema.safeParse(creditEntries(source));
  if (!result.success) throw new Error(result.error.issues.map((issue) => `${CREDITS_FILE}, ${issue.path.join(': ')}: ${issue.message}`).join('\n'));
  return Object.values(result.data);
}

/** Every credit entry, in the order of credits.yml. */
export const credits: readonly Credit[] = Object.freeze(parseCredits(fs.readFileSync(path.join(root, CREDITS_FILE), 'utf8')));

/** A file's name up to its first dot, which a built asset keeps: `lake-dusk` of `lake-dusk.BqLZ4z2a_Z1x2y3.webp`. */
const stem = (file: string) => path.posix.basename(file).replace(/\..*$/, '');

const byProjectPath = new Map(credits.map((c) => [projectPath(c), c]));
const byBaseName = new Map(credits.map((c) => [path.posix.basename(c.file), c]));
const byStem = new Map(credits.map((c) => [stem(c.file), c]));

/**
 * The credit of an image, given its file in any of the forms a page may hold:
 * a path relative to src/assets/media/ (`lake-dusk.jpg`), a path from the project or an absolute
 * one (`src/assets/media/lake-dusk.jpg`, `/work/…/lake-dusk.jpg`), a content entry's path
 * (`../../src/assets/media/lake-dusk.jpg`), a dev-server URL (`/@fs/…/lake-dusk.jpg?origWidth=…`)
 * or a built asset (`/_astro/lake-dusk.BqLZ4z2a.jpg`, `/_astro/lake-dusk.BqLZ4z2a_Z1x2y3.webp`,
 * whose extension may have changed). File names in credits.yml are unique, so a bare name is enough.
 */
export function creditFor(fileName: string): Credit | undefined {
  let name = fileName.trim().replace(/\\/g, '/').replace(/[?#].*$/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep it as it is
  }
  const inProject = name.match(/(?:^|\/)((?:src\/assets|public)\/.+)$/)?.[1] ?? '';
  return (
    byProjectPath.get(inProject) ??
    byProjectPath.get(projectPath({ file: name })) ??
    byProjectPath.get(name.replace(/^\/+/, '')) ??
    byBaseName.get(path.posix.basename(name)) ??
    byStem.get(stem(name))
  );
}
