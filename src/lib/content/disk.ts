/**
 * The one way to read content files from disk outside Astro's content layer: for the config
 * and integrations, the schema's relation checks, the translation status, the CMS backend and
 * scripts. Fields are parsed by the model's one parser (the CMS's own, src/model/format.ts) and
 * kept while a file's text is unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseContentFile, type Fields } from '@/model/format';
import { keptWhile } from './once';

export interface FileFields {
  data: Fields;
  /** A Markdown file's body. */
  body?: string;
}

/** The fields of the content file at `file` (from `root`, or absolute), or `undefined` if there is no such file. */
export function readFields(root: string, file: string): FileFields | undefined {
  const path = resolve(root, file);
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  return keptWhile(`file:${path}`, text, () => parseContentFile(file, text));
}
