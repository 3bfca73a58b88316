/**
 * How a content file is read: YAML, or for Markdown its YAML front matter and its body. The one
 * reader of content files' fields, for the CMS (admin/formats.ts, which also writes them), the
 * build's integrations, the checks on content, scripts and tests. It depends on nothing but the
 * YAML parser, so everything above the model may use it.
 */
import { parseDocument } from 'yaml';

export type Fields = Record<string, unknown>;

/** A YAML mapping's values; a file that is empty or not a mapping has none. Malformed YAML throws, naming the error. */
export function parseYaml(text: string): Fields {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`YAML error: ${doc.errors.map((e) => e.message).join('; ')}`);
  const data = doc.toJS() as unknown;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Fields) : {};
}

/** The front matter between two lines of `---` at the very start, and the body after it. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/** A Markdown file's front matter and body; a file without front matter is all body. */
export function splitFrontmatter(text: string): { data: Fields; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match || match.index !== 0) return { data: {}, body: text };
  return { data: parseYaml(match[1] ?? ''), body: text.slice(match[0].length) };
}

/** A content file's fields as one record, a Markdown file's body among them as `body`. */
export const withBody = ({ data, body }: { data: Fields; body?: string | undefined }): Fields => (body === undefined ? data : { ...data, body });

/** A content file's fields, by its name: a Markdown file's front matter (and its body, as `body`), or a YAML file's mapping. */
export function parseContentFile(file: string, text: string): { data: Fields; body?: string } {
  return /\.mdx?$/.test(file) ? splitFrontmatter(text) : { data: parseYaml(text) };
}
