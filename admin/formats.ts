/**
 * How the CMS reads and writes content files. Every content file is kept in one canonical form,
 * the one written here (fields in the form's order, long texts folded at 100 characters), and a
 * unit test holds every file of the repository to it. So writing an entry anew reproduces each
 * unchanged field byte for byte, and a save shows in the history as the lines the editor changed,
 * for the English original and for each translation alike.
 */
import { Document, Scalar, visit } from 'yaml';
import { LOCALES } from '../src/i18n/languages';
import { parseYaml, splitFrontmatter } from '../src/model/format';
import { isBlank } from './validation';

const LANGUAGE_ORDER: readonly string[] = LOCALES.map((l) => l.code);

type Data = Record<string, unknown>;

const LINE_WIDTH = 100;
/** Texts longer than this become folded blocks (`>-`), as in the hand-written files. */
const FOLD_FROM = 80;

/**
 * The values a file holds: a field left empty is no key at all. A text typed and cleared again
 * came to the form as '', and was written as `seoDescription: ""` (in a translation's file, where
 * the CMS's preSave does not reach); the site's schemas read a missing key as the same thing.
 */
const defined = (data: Data): Data =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? defined(v as Data) : v] as const)
      .filter(([, v]) => !(v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && Object.keys(v).length === 0)),
  );

/** Keys in the form's order; keys the form does not know keep their place after them. */
function ordered(data: Data, order: readonly string[]): Data {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(defined(data)).sort(([a], [b]) => rank(a) - rank(b)));
}

/** YAML in the canonical form of the content files: long texts folded, lines up to 100 characters. */
export function toYaml(data: Data, order: readonly string[] = []): string {
  const doc = new Document(ordered(data, order));
  visit(doc, {
    Scalar(_, node) {
      const value = node.value;
      if (typeof value === 'string' && value.length > FOLD_FROM && !value.includes('\n') && value.trim() === value) node.type = Scalar.BLOCK_FOLDED;
    },
  });
  return doc.toString({ lineWidth: LINE_WIDTH, minContentWidth: 0 });
}

/** A Markdown file as the CMS holds it: its front matter's fields, and its body as `body`. */
export function parseFrontmatter(text: string): Data {
  const { data, body } = splitFrontmatter(text);
  return { ...data, body };
}

export function toFrontmatter(data: Data, order: readonly string[] = []): string {
  const { body, ...meta } = data;
  const text = typeof body === 'string' ? body : '';
  return `---\n${toYaml(meta, order)}---\n${text}${text === '' || text.endsWith('\n') ? '' : '\n'}`;
}

/**
 * A page or settings file holds every language, keyed by language (Decap's `single_file`, the
 * only structure it has for single files): `en:` first, then the translations in the site's
 * order, each with its fields in the form's order.
 */
function toLocalizedYaml(data: Data, order: readonly string[] = []): string {
  // A language not written yet comes as no value: it gets no part in the file.
  const languages = Object.keys(defined(data)).filter((code) => Object.keys(data[code] ?? {}).length > 0).sort((a, b) => rankOf(a) - rankOf(b));
  return toYaml(Object.fromEntries(languages.map((code) => [code, ordered(data[code] as Data, order)])));
}

const rankOf = (code: string) => {
  const rank = LANGUAGE_ORDER.indexOf(code);
  return rank < 0 ? LANGUAGE_ORDER.length : rank;
};

export interface Formatter {
  fromFile(content: string): unknown;
  toFile(data: object, sortedKeys?: string[]): string;
}

/**
 * A language with nothing written in it is no file: Decap writes no file for an empty text, so a
 * translation started and emptied again, or a language the editor never opened (whose form
 * still holds empty texts, such as a Markdown body of ''), leaves none; never a `{}`.
 */
const unlessEmpty = (write: (data: Data, order: readonly string[]) => string) => (data: object, order: readonly string[] = []) =>
  isBlank(data) ? '' : write(data as Data, order);

/** The formats the CMS saves content in. */
export const formats: { yaml: Formatter; frontmatter: Formatter; localized: Formatter } = {
  yaml: { fromFile: parseYaml, toFile: unlessEmpty(toYaml) },
  frontmatter: { fromFile: parseFrontmatter, toFile: unlessEmpty(toFrontmatter) },
  localized: { fromFile: parseYaml, toFile: (data, order = []) => toLocalizedYaml(data as Data, order) },
};
