/**
 * Image credits, read at build time from src/assets/credits.yml, kept next to the media folder
 * rather than in it, so the CMS's media library shows only pictures and nobody deletes the list
 * as if it were one. Every image in src/assets/media/ has an entry there (tests/unit/credits.test.ts checks
 * it); the site's credits section lists them with author, licence and a link to the licence.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The licence of the firm's own artwork (logos, wordmarks, portrait placeholders). */
export const ALL_RIGHTS_RESERVED = 'All rights reserved';

type CreditKind = 'photo' | 'crop' | 'derived' | 'artwork';

export interface Credit {
  /** Path relative to src/assets/media/, e.g. `lake-dusk.jpg`, `brands/villa-elisa-logo.svg`, `../brand/logo.svg`. */
  file: string;
  /** photo: as received; crop: a crop of a photo; derived: made from a photo (poster, video, OG image); artwork: the firm's own. */
  kind: CreditKind;
  /** What the image shows. */
  title: string;
  author: string;
  /** Short licence name, e.g. "CC BY 4.0", or "All rights reserved". */
  licence: string;
  /** Canonical URL of the licence; present for every licence but "All rights reserved". */
  licenceUrl?: string;
  /** Debian package the photograph comes from. */
  source?: string;
  /** Path of the photograph inside that package. */
  origin?: string;
  /** For crops and derived images: the photograph (file, as above) they are made from. */
  derivedFrom?: string;
}

const FILE_NAME = 'credits.yml';
const KINDS: readonly CreditKind[] = ['photo', 'crop', 'derived', 'artwork'];

/**
 * The media folder, found by the credits file beside it. Next to this module's source when it
 * runs from source (dev server, vitest); from the project root when it runs from a bundled chunk
 * (astro build runs in the project root).
 */
function findMediaDir(): string {
  const candidates: string[] = [];
  try {
    candidates.push(fileURLToPath(new URL('../assets/media/', import.meta.url)));
  } catch {
    // import.meta.url is not a file: URL in some bundles
  }
  candidates.push(path.resolve(process.cwd(), 'src/assets/media'));
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, '..', FILE_NAME)));
  if (!found) throw new Error(`${FILE_NAME} not found next to ${candidates.join(' or ')}`);
  return found;
}

/** Absolute path of src/assets/media/; credit entries name files relative to it. */
export const mediaDir = findMediaDir();
/** Absolute path of credits.yml. */
const creditsFile = path.join(mediaDir, '..', FILE_NAME);

const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Checks the parsed YAML and returns the entries, or throws naming every problem. */
export function parseCredits(source: string): Credit[] {
  const data: unknown = parse(source);
  if (!Array.isArray(data)) throw new Error(`${FILE_NAME}: expected a list of entries`);
  const problems: string[] = [];
  const list = data.map((raw: unknown, i): Credit => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const at = `${FILE_NAME} entry ${i + 1}${str(e['file']) ? ` (${e['file']})` : ''}`;
    for (const key of ['file', 'title', 'author', 'licence'] as const) {
      if (!str(e[key])) problems.push(`${at}: "${key}" is missing`);
    }
    if (!KINDS.includes(e['kind'] as CreditKind)) problems.push(`${at}: "kind" must be one of ${KINDS.join(', ')}`);
    for (const key of ['licenceUrl', 'source', 'origin', 'derivedFrom'] as const) {
      if (e[key] !== undefined && !str(e[key])) problems.push(`${at}: "${key}" must be text`);
    }
    const credit: Credit = {
      file: String(e['file'] ?? ''),
      kind: e['kind'] as CreditKind,
      title: String(e['title'] ?? ''),
      author: String(e['author'] ?? ''),
      licence: String(e['licence'] ?? ''),
    };
    if (str(e['licenceUrl'])) credit.licenceUrl = e['licenceUrl'];
    if (str(e['source'])) credit.source = e['source'];
    if (str(e['origin'])) credit.origin = e['origin'];
    if (str(e['derivedFrom'])) credit.derivedFrom = e['derivedFrom'];
    return credit;
  });
  if (problems.length) throw new Error(problems.join('\n'));
  return list;
}

/** Every credit entry, in the order of credits.yml. */
export const credits: readonly Credit[] = Object.freeze(parseCredits(fs.readFileSync(creditsFile, 'utf8')));

/** A credit's file as a path from the project root, e.g. `src/assets/media/lake-dusk.jpg`, `public/favicon.svg`. */
export function projectPath(credit: Pick<Credit, 'file'>): string {
  const root = path.resolve(mediaDir, '../../..');
  return path.relative(root, path.resolve(mediaDir, credit.file)).split(path.sep).join('/');
}

const byProjectPath = new Map(credits.map((c) => [projectPath(c), c]));
const byBaseName = new Map<string, Credit>();
const byStem = new Map<string, Credit>();
for (const c of credits) {
  const base = path.posix.basename(c.file);
  byBaseName.set(base, c);
  byStem.set(base.slice(0, base.indexOf('.') === -1 ? undefined : base.indexOf('.')), c);
}

/**
 * The credit of an image, given its file in any of the forms a page may hold:
 * a path relative to src/assets/media/ (`lake-dusk.jpg`), a path from the project or an absolute
 * one (`src/assets/media/lake-dusk.jpg`, `/work/…/lake-dusk.jpg`), a content entry's path
 * (`../../src/assets/media/lake-dusk.jpg`), a dev-server URL (`/@fs/…/lake-dusk.jpg?origWidth=…`)
 * or a built asset (`/_astro/lake-dusk.BqLZ4z2a.jpg`, `/_astro/lake-dusk.BqLZ4z2a_Z1x2y3.webp`).
 * File names in credits.yml are unique, so a bare name is enough.
 */
export function creditFor(fileName: string): Credit | undefined {
  let name = fileName.trim().replace(/\\/g, '/').replace(/[?#].*$/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep it as it is
  }
  const inAssets = name.match(/(?:^|\/)(src\/assets\/.+|public\/.+)$/);
  if (inAssets?.[1] && byProjectPath.has(inAssets[1])) return byProjectPath.get(inAssets[1]);
  const relative = path.posix.normalize(`src/assets/media/${name}`);
  if (byProjectPath.has(relative)) return byProjectPath.get(relative);
  if (byProjectPath.has(name.replace(/^\/+/, ''))) return byProjectPath.get(name.replace(/^\/+/, ''));
  const base = path.posix.basename(name);
  if (byBaseName.has(base)) return byBaseName.get(base);
  // a built asset: name.HASH.ext or name.HASH_VARIANT.ext, where the extension may have changed
  const stem = base.slice(0, base.indexOf('.') === -1 ? undefined : base.indexOf('.'));
  return byStem.get(stem);
}
