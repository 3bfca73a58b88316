/**
 * How the CMS reads and writes content files. Decap's own formats rewrite a whole file on every
 * save (re-wrapping every long text), so a one-word change would show as a change of the whole
 * file in the history. These formats rewrite only the fields that changed and keep every other
 * line as it was; new files are written in the style of the existing ones.
 */
import { Document, isMap, parseDocument, Scalar, visit } from 'yaml';

type Data = Record<string, unknown>;

const LINE_WIDTH = 100;
/** Texts longer than this become folded blocks (`>-`), as in the hand-written files. */
const FOLD_FROM = 80;

export function parseYaml(text: string): Data {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`YAML error: ${doc.errors.map((e) => e.message).join('; ')}`);
  const data = doc.toJS() as unknown;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Data) : {};
}

const defined = (data: Data) => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));

/** Fresh YAML in the style of the content files: long texts folded, lines up to 100 characters. */
export function toYaml(data: Data): string {
  const doc = new Document(defined(data));
  visit(doc, {
    Scalar(_, node) {
      const value = node.value;
      if (typeof value === 'string' && value.length > FOLD_FROM && !value.includes('\n') && value.trim() === value) node.type = Scalar.BLOCK_FOLDED;
    },
  });
  return doc.toString({ lineWidth: LINE_WIDTH, minContentWidth: 0 });
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(defined(a as Data));
    const kb = Object.keys(defined(b as Data));
    return ka.length === kb.length && ka.every((k) => deepEqual((a as Data)[k], (b as Data)[k]));
  }
  return false;
}

/**
 * Writes `data` over `original`, replacing only the top-level fields whose value changed, adding
 * new ones where `order` (the form's field order) places them and dropping removed ones.
 */
export function patchYaml(original: string, data: Data, order: readonly string[] = []): string {
  const doc = parseDocument(original);
  if (doc.errors.length > 0 || !isMap(doc.contents) || doc.contents.items.length === 0) return toYaml(data);
  const before = doc.toJS() as Data;
  const next = defined(data);

  const pairs = doc.contents.items.map((pair) => {
    const key = String((pair.key as Scalar).value);
    return { key, start: (pair.key as Scalar).range?.[0] ?? 0 };
  });
  const prefix = original.slice(0, pairs[0]!.start);
  const parts: { key: string; text: string }[] = pairs.map(({ key, start }, i) => {
    const end = pairs[i + 1]?.start ?? original.length;
    const text = original.slice(start, end);
    return { key, text: text.endsWith('\n') ? text : `${text}\n` };
  });

  const out = parts
    .filter(({ key }) => key in next)
    .map(({ key, text }) => ({ key, text: deepEqual(before[key], next[key]) ? text : toYaml({ [key]: next[key] }) }));

  for (const key of Object.keys(next).filter((k) => !(k in before))) {
    const rank = order.indexOf(key);
    const after = rank < 0 ? -1 : out.findLastIndex((p) => order.indexOf(p.key) !== -1 && order.indexOf(p.key) < rank);
    const at = rank < 0 ? out.length : after + 1;
    out.splice(at, 0, { key, text: toYaml({ [key]: next[key] }) });
  }
  return prefix + out.map((p) => p.text).join('');
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

export function parseFrontmatter(text: string): Data {
  const match = FRONT_MATTER.exec(text);
  if (!match || match.index !== 0) return { body: text };
  return { ...parseYaml(match[1] ?? ''), body: text.slice(match[0].length) };
}

export function toFrontmatter(data: Data, order: readonly string[] = [], original?: string): string {
  const { body, ...meta } = data;
  const text = typeof body === 'string' ? body : '';
  const previous = original ? FRONT_MATTER.exec(original) : null;
  const front = previous && previous.index === 0 ? patchYaml(previous[1] ?? '', meta, order) : toYaml(meta);
  return `---\n${front}---\n${text}${text === '' || text.endsWith('\n') ? '' : '\n'}`;
}

export interface Formatter {
  fromFile(content: string): unknown;
  toFile(data: object, sortedKeys?: string[]): string;
}

/** Decap formats that patch the file being saved; `original` gives its text as it was loaded. */
export function keptFormats(original: () => string | undefined): { yaml: Formatter; frontmatter: Formatter } {
  return {
    yaml: {
      fromFile: parseYaml,
      toFile: (data, order = []) => {
        const text = original();
        return text ? patchYaml(text, data as Data, order) : toYaml(data as Data);
      },
    },
    frontmatter: {
      fromFile: parseFrontmatter,
      toFile: (data, order = []) => toFrontmatter(data as Data, order, original()),
    },
  };
}
