/**
 * Decap's Redux store, for the few repairs and additions that need to see what Decap does
 * (admin/backup.ts, the previews of translations). Decap has no API for it, but it builds its
 * store through the Redux DevTools' hook when a page defines one; this module defines that hook
 * (handing on to the DevTools extension where it is installed) and so must be imported before
 * decap-cms-app. Every action passes the repairs given to `mendActions` on its way to Decap's
 * reducers (admin/notices.ts, admin/navigation.ts).
 */

export interface DecapStore {
  dispatch(action: object): unknown;
  getState(): { entryDraft?: { getIn(path: readonly string[]): unknown } };
}
type CreateStore = (...args: unknown[]) => DecapStore;
type Action = { type: string };
type Reducer = (state: unknown, action: Action) => unknown;
type Enhancer = (next: CreateStore) => CreateStore;
type Compose = (...enhancers: Enhancer[]) => Enhancer;

const mends: ((action: Action) => Action)[] = [];
/** Has every action Decap dispatches from now on pass `mend` (which returns it, or what to do instead). */
export const mendActions = (mend: (action: Action) => Action) => void mends.push(mend);
const mended = (action: Action) => mends.reduce((next, mend) => mend(next), action);

const page = window as typeof window & { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose };
const devTools = page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;

let made: DecapStore | undefined;
let found: (store: DecapStore) => void = () => undefined;
/** Resolves once Decap has made its store. */
export const decapStore = new Promise<DecapStore>((resolve) => (found = resolve));
/** The store, once Decap has made it (always, by the time anything is shown). */
export const currentStore = () => made;

page.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...enhancers) => {
  const composed: Enhancer = devTools ? devTools(...enhancers) : (next) => enhancers.reduceRight((made, enhancer) => enhancer(made), next);
  const mending: Enhancer =
    (next) =>
    (reducer, ...rest) =>
      next((state: unknown, action: Action) => (reducer as Reducer)(state, mended(action)), ...rest);
  return (next) =>
    (...args) => {
      const store = composed(mending(next))(...args);
      made = store;
      found(store);
      return store;
    };
};
