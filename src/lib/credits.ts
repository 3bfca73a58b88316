/**
 * Image credits for code that runs outside Astro (the tests): src/assets/credits.yml, kept
 * next to the media folder rather than in it, so the CMS's media library shows only pictures and
 * nobody deletes the list as if it were one, and the credits pictures carry in the entries that
 * show them (src/lib/content/picture-credits.ts, which has the rule joining the two). credits.yml
 * is read from disk and validated by the schema of the `credits` content collection, which is what
 * the pages read (src/lib/credit-schema.ts). `creditProblems` holds every image in
 * src/assets/media/ that the site shows to the rule, in this checkout (tests/unit/credits.test.ts)
 * or in another (the copy a CMS test has uploaded into).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CREDITS_FILE, MEDIA_DIR, creditEntries, creditsSchema, projectPath, type Credit } from './credit-schema';
import { entryCredits } from './content/picture-credits';
import { referencesOf } from './content/references';
import { readContent, sourcesUsing } from './content/references-on-disk';

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

/** The entries of the credits.yml of the project at `projectRoot`. */
export const readCredits = (projectRoot: string) => parseCredits(fs.readFileSync(path.join(projectRoot, CREDITS_FILE), 'utf8'));

/** Every credit entry, in the order of credits.yml. */
export const credits: readonly Credit[] = Object.freeze(readCredits(root));

const IMAGE = /\.(jpe?g|png|webp|avif|svg)$/i;

/** Every image under `dir`, as a path relative to it. */
export function imagesIn(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) return imagesIn(path.join(dir, d.name), rel);
    return d.isFile() && IMAGE.test(d.name) ? [rel] : [];
  });
}

/**
 * What keeps the images in src/assets/media/ of the project at `projectRoot` from being credited
 * by the rule of src/lib/content/picture-credits.ts: each image an entry or the site's design shows
 * that neither credits.yml nor an entry showing it credits, and every file credited in two ways.
 * Empty when all are credited. An image nothing shows yet (just uploaded to the media library)
 * needs its credit once an entry shows it.
 */
export function creditProblems(projectRoot: string): string[] {
  const library = readCredits(projectRoot);
  const entries = readContent(projectRoot);
  const { credits: fromEntries, conflicts } = entryCredits(entries, library);
  // A file credited in two ways is named for that alone.
  const credited = new Set([...[...library, ...fromEntries].map(projectPath), ...conflicts.map((c) => c.file)]);
  const shownBy = new Map<string, Set<string>>();
  for (const { entry, target } of entries.flatMap(referencesOf)) {
    if (target.kind === 'file') shownBy.set(target.path, (shownBy.get(target.path) ?? new Set()).add(entry.file));
  }
  const missing = imagesIn(path.join(projectRoot, MEDIA_DIR)).flatMap((file) => {
    const at = projectPath({ file });
    if (credited.has(at)) return [];
    const users = [...(shownBy.get(at) ?? []), ...sourcesUsing(projectRoot, at)];
    return users.length > 0 ? [`${file} (${users.join(', ')})`] : [];
  });
  const uncredited = missing.length > 0 ? [`images shown without a credit in credits.yml or in an entry that shows them: ${missing.join(', ')}`] : [];
  return [...uncredited, ...conflicts.map((c) => c.message)];
}

/** Every credit of this checkout: credits.yml's, then those entries give the other pictures. */
const allCredits: readonly Credit[] = Object.freeze([...credits, ...entryCredits(readContent(root), credits).credits]);

/** A file's name up to its first dot, which a built asset keeps: `lake-dusk` of `lake-dusk.BqLZ4z2a_Z1x2y3.webp`. */
const stem = (file: string) => path.posix.basename(file).replace(/\..*$/, '');

const byProjectPath = new Map(allCredits.map((c) => [projectPath(c), c]));
const byBaseName = new Map(allCredits.map((c) => [path.posix.basename(c.file), c]));
const byStem = new Map(allCredits.map((c) => [stem(c.file), c]));

/**
 * The credit of an image, from credits.yml or from the entries that show it, given its file in
 * any of the forms a page may hold:
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
