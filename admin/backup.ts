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
