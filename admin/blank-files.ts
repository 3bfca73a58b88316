/**
 * A language with nothing written in it is no file (admin/formats.ts writes such a language as
 * ''). Decap leaves out a translation whose text is '', but first ends every text it writes with
 * a line break, so '' reaches the backend as '\n' and was committed as a file of its own: a new
 * English entry came with empty German, Italian and French files, and a German save rewrote the
 * French and Italian ones. Each backend the CMS may use is therefore handed an entry's files
 * without those that hold nothing.
 */
import type { CmsRegistryBackend } from 'decap-cms-core';
import { mendBackends } from './backend-wrap';

/** A file as Decap hands it to a backend to write. */
interface DataFile {
  path: string;
  raw: string;
}

interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown>;
}

const withoutBlankFiles = (dataFiles: DataFile[]) => dataFiles.filter((file) => file.raw.trim() !== '');

/** Has the backends registered under `names` write no file with nothing in it. */
export function writeNoBlankFiles(getBackend: (name: string) => CmsRegistryBackend | undefined, names: readonly string[]) {
  mendBackends<Implementation>(getBackend, names, (implementation) => {
    const persist = implementation.persistEntry.bind(implementation);
    implementation.persistEntry = (entry, options) => persist({ ...entry, dataFiles: withoutBlankFiles(entry.dataFiles) }, options);
  });
}
