/**
 * The few parts of Decap's own modules the CMS uses that Decap does not export from its package:
 * the very modules decap-cms-app runs on, so their state is the one the CMS shows.
 */
declare module 'decap-cms-core/dist/esm/actions/entries.js' {
  /** Decap's action that removes the local backup of an entry's form (a Redux thunk). */
  export function deleteLocalBackup(collection: unknown, slug: string): (dispatch: unknown, getState: unknown) => Promise<void>;
}

declare module 'decap-cms-core/dist/esm/backend.js' {
  /** Decap's backend for a configuration: the one instance the CMS runs on. */
  export function currentBackend(config: unknown): { entryToRaw(collection: unknown, entry: unknown): string };
}

declare module 'decap-cms-core/dist/esm/lib/i18n.js' {
  export function hasI18n(collection: unknown): boolean;
  /** The texts of an entry's other languages, as Decap keeps them in its local backup. */
  export function getI18nBackup(collection: unknown, entry: unknown, entryToRaw: (entry: unknown) => string): Record<string, { raw: string }>;
}

declare module 'decap-cms-lib-util' {
  /** The browser storage Decap keeps its local backups in (localForage, on IndexedDB). */
  export const localForage: {
    getItem<T>(key: string): Promise<T | null>;
    setItem<T>(key: string, value: T): Promise<T>;
  };
  /** Where a backend that lists a folder a page at a time puts the cursor to the next page. */
  export const CURSOR_COMPATIBILITY_SYMBOL: unique symbol;
}

declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core';
  /** Decap's phrases in one interface language, by its code. */
  export const en: CmsLocalePhrases;
  export const de: CmsLocalePhrases;
  export const it: CmsLocalePhrases;
  export const fr: CmsLocalePhrases;
}

declare module 'decap-cms-backend-test' {
  import type { CmsBackendClass } from 'decap-cms-core';
  /** Decap's in-memory backend, `test-repo`. */
  export const TestBackend: CmsBackendClass;
}
