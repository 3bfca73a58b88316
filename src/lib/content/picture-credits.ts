/**
 * The credits that pictures carry in the entries that show them (`credit` of a picture,
 * src/model/credit.ts), joined to those of src/assets/credits.yml. The rule:
 *
 * - A picture of the media library is credited by its entry in credits.yml, or else by the entries
 *   that show it: at least one of them carries its author and licence.
 * - Every credit given to one file says the same author and licence: two entries that credit it
 *   differently, or an entry that credits a file otherwise than credits.yml, are an error naming
 *   the file, each entry and field, and credits.yml.
 *
 * The credits page lists both (an entry's credit as a photograph, titled with the picture's English
 * description), and the credit checks (src/lib/credits.ts) hold every image to the rule.
 */
import { posix } from 'node:path';
import { licenceUrl, PICTURE_CREDIT } from '@/model/credit';
import { CREDITS_FILE, MEDIA_DIR, projectPath, type Credit } from '../credit-schema';
import { referencesOf, type ContentEntry } from './references';
import { readContent } from './references-on-disk';

/** One entry's credit of one picture. */
interface CreditedUse {
  /** The picture, from the project root: `src/assets/media/seeufer-ascona.jpg`. */
  file: string;
  /** The entry's file and the credit's place in it: `content/news/x.en.md (image.credit)`. */
  where: string;
  author: string;
  licence: string;
  /** What the picture shows, in the entry's words (its description). */
  title: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The value at a data path such as `gallery.2`. */
const valueAt = (data: unknown, path: string) => path.split('.').reduce<unknown>((value, key) => (Array.isArray(value) ? value[Number(key)] : isRecord(value) ? value[key] : undefined), data);

/** The pictures of the media library that entries show with a credit, in the order of the entries and their fields. */
function creditedUses(entries: readonly ContentEntry[]): CreditedUse[] {
  return entries.flatMap(referencesOf).flatMap((reference) => {
    const { entry, at, target } = reference;
    if (target.kind !== 'file' || !at.endsWith('.src') || !target.path.startsWith(`${MEDIA_DIR}/`)) return [];
    const place = at.slice(0, -'.src'.length);
    const picture = valueAt(entry.data, place);
    const credit = isRecord(picture) ? picture[PICTURE_CREDIT.name] : undefined;
    if (!isRecord(credit) || !text(credit['author']) || !text(credit['licence'])) return [];
    const title = text(isRecord(picture) ? picture['alt'] : undefined) || posix.basename(target.path);
    return [{ file: target.path, where: `${entry.file} (${place}.${PICTURE_CREDIT.name})`, author: text(credit['author']), licence: text(credit['licence']), title }];
  });
}

const describe = (c: { author: string; licence: string }) => `"${c.author}", ${c.licence}`;
const sameCredit = (a: { author: string; licence: string }, b: { author: string; licence: string }) => a.author === b.author && a.licence === b.licence;

/**
 * The credits that entries give pictures credits.yml does not name, as credits.yml would write
 * them, and every disagreement between the credits of one file.
 */
export function entryCredits(entries: readonly ContentEntry[], library: readonly Credit[]): { credits: Credit[]; conflicts: { file: string; message: string }[] } {
  const inLibrary = new Map(library.map((c) => [projectPath(c), c]));
  const byFile = new Map<string, CreditedUse[]>();
  for (const use of creditedUses(entries)) byFile.set(use.file, [...(byFile.get(use.file) ?? []), use]);
  const credits: Credit[] = [];
  const conflicts: { file: string; message: string }[] = [];
  for (const [file, uses] of byFile) {
    const recorded = inLibrary.get(file);
    const first = recorded ?? uses[0]!;
    if (!uses.every((use) => sameCredit(use, first))) {
      const sources = [...(recorded ? [`${describe(recorded)} in ${CREDITS_FILE}`] : []), ...uses.map((use) => `${describe(use)} in ${use.where}`)];
      conflicts.push({ file, message: `${file} is credited in more than one way: ${sources.join('; ')}. Give it one author and licence everywhere.` });
      continue;
    }
    if (recorded) continue;
    const { title, author, licence } = uses[0]!;
    const url = licenceUrl(licence);
    credits.push({ file: posix.relative(MEDIA_DIR, file), kind: 'photo', title, author, licence, ...(url ? { licenceUrl: url } : {}) });
  }
  return { credits, conflicts };
}

/**
 * Every credit of the site: credits.yml's (`library`, in its order), then those the entries under
 * `root` give the other pictures. Disagreeing credits fail the page that lists them, and so the
 * build, naming the entries.
 */
export function siteCredits(library: readonly Credit[], root = process.cwd()): Credit[] {
  const { credits, conflicts } = entryCredits(readContent(root), library);
  if (conflicts.length > 0) throw new Error(conflicts.map((c) => c.message).join('\n'));
  return [...library, ...credits];
}
