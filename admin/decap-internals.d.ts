/**
 * The few parts of Decap's own modules the CMS uses that Decap does not export from its package:
 * the very modules decap-cms-app runs on, so their state is the one the CMS shows.
 */
declare module 'decap-cms-core/dist/esm/actions/entries.js' {
  /** Decap's action that removes the local backup of an entry's form (a Redux thunk). */
  export function deleteLocalBackup(collection: unknown, slug: string): (dispatch: unknown, getState: unknown) => Promise<void>;
}
