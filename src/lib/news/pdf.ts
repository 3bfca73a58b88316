/**
 * What a PDF really holds, read from its bytes so a download can say it: the page count (the
 * `/Count` of the page tree's root, which the catalog names under `/Pages`) and the size.
 *
 * The objects are found by scanning the file rather than through its cross-reference table, so
 * files whose table is stale or broken still read. Objects packed in compressed object streams,
 * as pdf-lib writes them, are unpacked; a later definition of an object
 * (an incremental update) replaces an earlier one.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

export interface PdfFacts {
  pages: number;
  bytes: number;
}

const OBJECT = /(\d+)\s+(\d+)\s+obj\b/g;
const REF = (key: string) => new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`);

/** Every object of the file by number: its text up to `endobj`, object-stream members unpacked. */
function objectsOf(text: string): Map<number, string> {
  const objects = new Map<number, string>();
  OBJECT.lastIndex = 0;
  for (let match = OBJECT.exec(text); match; match = OBJECT.exec(text)) {
    const start = match.index + match[0].length;
    const body = streamAware(text, start);
    objects.set(Number(match[1]), body);
    // Stream bytes may happen to spell "1 0 obj"; the scan resumes after this object.
    OBJECT.lastIndex = start + body.length;
    if (/\/Type\s*\/ObjStm\b/.test(dictionaryOf(body))) for (const [number, member] of membersOf(body)) objects.set(number, member);
  }
  return objects;
}

/** The object's text from `start`: up to `endobj`, skipping a stream by its `/Length`. */
function streamAware(text: string, start: number): string {
  const end = text.indexOf('endobj', start);
  const head = text.slice(start, end === -1 ? undefined : end);
  const stream = /stream\r?\n/.exec(head);
  const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(head)?.[1];
  if (!stream || length === undefined) return head;
  const after = text.indexOf('endobj', start + stream.index + stream[0].length + Number(length));
  return text.slice(start, after === -1 ? undefined : after);
}

const dictionaryOf = (body: string) => body.split(/\bstream\r?\n/)[0] ?? '';

/** The objects an object stream holds (`/Type /ObjStm`, Flate-compressed). */
function membersOf(body: string): [number, string][] {
  const dictionary = dictionaryOf(body);
  const stream = /stream\r?\n/.exec(body);
  if (!stream) return [];
  const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary)?.[1];
  const from = stream.index + stream[0].length;
  const raw = length === undefined ? body.slice(from, body.lastIndexOf('endstream')) : body.slice(from, from + Number(length));
  if (!/\/Filter\s*\/FlateDecode\b/.test(dictionary)) return [];
  const data = inflateSync(Buffer.from(raw, 'latin1')).toString('latin1');
  const count = Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
  const first = Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
  const header = data.slice(0, first).trim().split(/\s+/).map(Number);
  const members: [number, string][] = [];
  for (let i = 0; i < count; i++) {
    const next = header[2 * i + 3];
    members.push([header[2 * i]!, data.slice(first + header[2 * i + 1]!, next === undefined ? undefined : first + next)]);
  }
  return members;
}

/** The page count and size of a PDF; `name` (its file) is what an error names. */
export function pdfFacts(bytes: Uint8Array, name: string): PdfFacts {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error(`${name} is not a PDF: it does not start with "%PDF-".`);
  let objects: Map<number, string>;
  try {
    objects = objectsOf(text);
  } catch (error) {
    throw new Error(`${name} is not a readable PDF: a compressed object stream does not unpack (${(error as Error).message}).`, { cause: error });
  }
  // The last trailer (or cross-reference stream) names the catalog; else any catalog will do.
  const root = [...text.matchAll(new RegExp(REF('Root').source, 'g'))].at(-1)?.[1];
  const catalog = (root && objects.get(Number(root))) || [...objects.values()].find((o) => /\/Type\s*\/Catalog\b/.test(o));
  const tree = catalog && REF('Pages').exec(catalog)?.[1];
  const node = tree ? objects.get(Number(tree)) : undefined;
  const count = node && /\/Type\s*\/Pages\b/.test(node) ? /\/Count\s+(\d+)(\s+\d+\s+R)?/.exec(node) : null;
  const pages = count?.[2] ? Number(/^\s*(\d+)/.exec(objects.get(Number(count[1])) ?? '')?.[1]) : Number(count?.[1]);
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`${name} is not a readable PDF: its catalog names no page tree (/Type /Pages) with a page count (/Count).`);
  return { pages, bytes: bytes.byteLength };
}

/** `pdfFacts` of a file on disk. */
export const readPdf = (file: string): PdfFacts => pdfFacts(readFileSync(file), file);
