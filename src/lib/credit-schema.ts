/**
 * What src/assets/credits.yml holds, as the one schema both of its readers validate with: the
 * `credits` content collection (src/content.config.ts), which the credits page lists, and
 * src/lib/credits.ts, which reads the file for code that runs outside Astro.
 */
import { posix } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { ALL_RIGHTS_RESERVED } from '@/model/credit';

/** The credits file, from the project root. */
export const CREDITS_FILE = 'src/assets/credits.yml';
/** The folder an entry's `file` is relative to, from the project root. */
export const MEDIA_DIR = 'src/assets/media';

/** The licence of the firm's own artwork (logos, wordmarks, portrait placeholders) and photographs. */
export { ALL_RIGHTS_RESERVED };

const KINDS = ['photo', 'crop', 'derived', 'artwork'] as const;
/** The kinds made from a photograph, which they name in `derivedFrom`. */
const MADE_FROM_A_PHOTO: ReadonlySet<string> = new Set(['crop', 'derived']);

const text = z.string({ error: 'This field is required.' }).trim().min(1, 'This field must not be empty.');

const fields = {
  file: text.describe('Path relative to src/assets/media/, e.g. `lake-dusk.jpg`, `brands/villa-elisa-logo.svg`, `../brand/logo.svg`.'),
  kind: z
    .enum(KINDS, { error: `Choose one of: ${KINDS.join(', ')}.` })
    .describe('photo: a photograph as received; crop: a crop of one; derived: made from one (video poster, video, Open Graph image); artwork: drawn by the firm.'),
  title: text.describe('What the image shows.'),
  author: text.describe('Who made it; for crops and derived images, the photograph’s author.'),
  licence: text.describe('Short name of the licence, e.g. "CC BY 4.0", or "All rights reserved" for the firm’s own artwork.'),
  licenceUrl: z
    .url({ protocol: /^https$/, error: 'Give the https address of the licence text, e.g. https://creativecommons.org/licenses/by/4.0/.' })
    .optional()
    .describe('The licence’s canonical address; every licence but "All rights reserved" has one.'),
  source: text.optional().describe('The Debian package the photograph comes from.'),
  origin: text.optional().describe('The photograph’s path inside that package.'),
  derivedFrom: text.optional().describe('For crops and derived images: the photograph they are made from, as its `file`.'),
};

const creditSchema = z
  .strictObject(fields, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}. An entry has: ${Object.keys(fields).join(', ')}.` : undefined),
  })
  .superRefine((credit, ctx) => {
    if (credit.licence !== ALL_RIGHTS_RESERVED && !credit.licenceUrl) {
      ctx.addIssue({ code: 'custom', path: ['licenceUrl'], message: `Give the address of the "${credit.licence}" licence text; only "${ALL_RIGHTS_RESERVED}" goes without one.` });
    }
    if (MADE_FROM_A_PHOTO.has(credit.kind) && !credit.derivedFrom) {
      ctx.addIssue({ code: 'custom', path: ['derivedFrom'], message: `A ${credit.kind} image names the photograph it is made from: give that photograph’s file.` });
    }
    if (!MADE_FROM_A_PHOTO.has(credit.kind) && credit.derivedFrom) {
      ctx.addIssue({ code: 'custom', path: ['derivedFrom'], message: 'Only crops and derived images are made from a photograph: make this entry one of them, or remove derivedFrom.' });
    }
  });

export type Credit = z.output<typeof creditSchema>;

/**
 * The whole file: its entries keyed by their file, in the file's order (a collection's entries
 * are ordered by id, which would lose it), so a problem is named by entry and field together:
 * `lake-dusk.jpg.licenceUrl`.
 */
export const creditsSchema = z.record(z.string(), creditSchema);

/** The text of credits.yml as creditsSchema reads it; a file that is not a list, or credits a file twice, is refused. */
export function creditEntries(source: string): Record<string, unknown> {
  let list: unknown;
  try {
    list = parse(source);
  } catch (error) {
    throw new Error(`${CREDITS_FILE}: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(list)) throw new Error(`${CREDITS_FILE}: expected a list of entries.`);
  const entries = new Map<string, unknown>();
  list.forEach((entry: unknown, i) => {
    const file = (entry as { file?: unknown } | null)?.file;
    // An entry without a file is named by its place in the list, so the schema's message still points at it.
    const id = typeof file === 'string' && file.trim() ? file : `entry ${i + 1}`;
    if (entries.has(id)) throw new Error(`${CREDITS_FILE}: ${id} has two entries; keep one.`);
    entries.set(id, entry);
  });
  return Object.fromEntries(entries);
}

/** A credit's file as a path from the project root, e.g. `src/assets/media/lake-dusk.jpg`, `public/favicon.svg`. */
export const projectPath = (credit: Pick<Credit, 'file'>) => posix.normalize(`${MEDIA_DIR}/${credit.file}`);
