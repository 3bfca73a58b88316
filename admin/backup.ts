/**
 * Decap keeps unsaved typing in the browser and, when the entry is opened again, offers it back
 * ("A local backup was recovered…"). With the editorial workflow the offer comes before the entry
 * itself has arrived (Decap first asks whether the entry has a draft), and the entry, arriving a
 * moment later, replaces the typing the editor has just taken back (decap-cms#6989). Here the
 * typing taken back wins: when the entry arrives after it, the backup is put back in its place.
 *
 * Decap offers no hook for this; its store's own middleware for waiting on an action
 * (`WAIT_UNTIL_ACTION`) sees every action, those of its thunks included.
 */
import { currentBackend } from 'decap-cms-core/dist/esm/backend.js';
import { getI18nBackup, hasI18n } from 'decap-cms-core/dist/esm/lib/i18n.js';
import { localForage } from 'decap-cms-lib-util';
import { decapStore, type DecapStore } from './decap-store';

type Action = { type: string; payload?: { entry?: { collection?: string; slug?: string } } };
type Run = (dispatch: (action: object) => void, getState: () => DecapState, action: Action) => void;
interface DecapState {
  entryDraft: { get(key: 'entry'): { toJS(): { collection?: string; slug?: string } } };
}

/** Runs `run` once, on the next action of the store that `predicate` accepts. */
const onNext = (store: DecapStore, predicate: (action: Action) => boolean, run: Run) => store.dispatch({ type: 'WAIT_UNTIL_ACTION', predicate, run });

/** Ends the time in which the entry's arrival would undo the backup: a save, or leaving it. */
const ENDS = new Set(['ENTRY_PERSIST_REQUEST', 'UNPUBLISHED_ENTRY_PERSIST_REQUEST', 'DRAFT_DISCARD']);

function watch(store: DecapStore) {
  onNext(
    store,
    (action) => action.type === 'DRAFT_CREATE_FROM_LOCAL_BACKUP',
    (_dispatch, getState) => {
      const taken = getState().entryDraft.get('entry').toJS();
      onNext(
        store,
        (action) => action.type === 'DRAFT_CREATE_FROM_ENTRY' || ENDS.has(action.type),
        (dispatch, _getState, action) => {
          const arrived = action.payload?.entry;
          if (action.type === 'DRAFT_CREATE_FROM_ENTRY' && arrived?.collection === taken.collection && arrived?.slug === taken.slug) {
            // Offered and taken again in one go, so Decap does not ask a second time.
            dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry: taken } });
            dispatch({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' });
          }
          watch(store);
        },
      );
    },
  );
}

export const keepRecoveredBackups = () => void decapStore.then(watch);

/**
 * Decap writes its backup of the form into IndexedDB, which takes a moment, and a tab closed in
 * that moment kept nothing. When the page is left, the form is therefore written at once, in
 * Decap's own backup format, into localStorage (which writes before the call returns); the next
 * start moves it to where Decap looks for backups, before Decap starts, so opening the entry
 * offers it back. A Markdown field hands its last keys to the form as the page is left first
 * (patches/decap-cms-widget-markdown+3.13.1.patch), so the backup holds every key.
 */
const LEFT = 'cms.left-while-unsaved.';

interface BackupState {
  config: unknown;
  collections: { get(name: string): unknown };
  entryDraft?: { get(key: 'hasChanged'): boolean; get(key: 'entry'): { get(key: string): string | undefined } };
}

let backUpOnLeaving = true;
/** Leaves the page without that backup: for a reload that brings the editor's changes back another way (admin/conflicts.ts). */
export const leaveWithoutBackup = () => void (backUpOnLeaving = false);

function backUpWhenLeaving(store: DecapStore) {
  window.addEventListener('pagehide', () => {
    const state = store.getState() as unknown as BackupState;
    const draft = state.entryDraft;
    if (!backUpOnLeaving || !draft?.get('hasChanged')) return;
    const entry = draft.get('entry');
    const collection = state.collections.get(entry.get('collection') ?? '');
    const backend = currentBackend(state.config);
    const raw = backend.entryToRaw(collection, entry);
    if (!raw.trim()) return;
    const i18n = hasI18n(collection) ? getI18nBackup(collection, entry, (e) => backend.entryToRaw(collection, e)) : undefined;
    // Decap's key: backup.<collection>.<slug>, or backup.<collection> for a new entry.
    const key = ['backup', entry.get('collection'), entry.get('slug')].filter(Boolean).join('.');
    localStorage.setItem(`${LEFT}${key}`, JSON.stringify({ raw, path: entry.get('path'), ...(i18n ? { i18n } : {}) }));
  });
}

/** Moves the backups written as a page was left to Decap's own; awaited before Decap starts. */
export async function restoreBackupsLeftBehind() {
  const keys = Object.keys(localStorage).filter((key) => key.startsWith(LEFT));
  for (const key of keys) {
    const decapKey = key.slice(LEFT.length);
    const left = JSON.parse(localStorage.getItem(key) ?? '{}') as object;
    // The pictures of Decap's own backup of the entry stay with it.
    const earlier = await localForage.getItem<{ mediaFiles?: unknown[] }>(decapKey);
    await localForage.setItem(decapKey, { ...left, mediaFiles: earlier?.mediaFiles ?? [] });
    localStorage.removeItem(key);
  }
}

export const keepBackupsWhenLeaving = () => void decapStore.then(backUpWhenLeaving);
