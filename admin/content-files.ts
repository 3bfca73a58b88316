/**
 * The canonical form of a content file of the repository, as the CMS would write it: the unit
 * tests hold every file to it and `npm run format:content` brings hand-written or translated files
 * into it, so a later save in /admin changes only the lines the editor touched.
 */
import { formats, type Formatter } from './formats';
import { collections } from '../src/model/collections';
import { splitLocaleFile } from '../src/model/files';

/** Is this a page or settings file, which holds every language in one file? */
export const isSingleFile = (file: string) => collections.some((c) => c.type === 'files' && c.files.some((f) => f.file === file));

/** The order of the form's fields for a content file, as Decap passes it when saving. */
export function formOrder(file: string): string[] {
  for (const c of collections) {
    if (c.type === 'folder' && file.startsWith(`${c.folder}/`)) return [...c.fields.map((f) => f.name), 'body'];
    if (c.type === 'files') {
      const single = c.files.find((f) => file === f.file);
      if (single) return single.fields.map((f) => f.name);
    }
  }
  throw new Error(`${file} belongs to no collection.`);
}

/** The format the CMS reads and writes a content file in (`content/news/x.it.md` → front matter). */
function formatOf(file: string): Formatter {
  if (isSingleFile(file)) return formats.localized;
  if (!splitLocaleFile(file.slice(file.lastIndexOf('/') + 1))) throw new Error(`${file}: a content file is named <entry>.<language>.<extension>.`);
  return file.endsWith('.md') ? formats.frontmatter : formats.yaml;
}

/** The text of a content file (path relative to the repository root) in canonical form. */
export function canonicalForm(file: string, text: string): string {
  const format = formatOf(file);
  return format.toFile(format.fromFile(text) as object, formOrder(file));
}
