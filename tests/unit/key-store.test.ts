/**
 * The investor key is stored for good before the login moves on: `put` resolves only once its
 * IndexedDB transaction has committed. A request's success comes first, and a page left between
 * the two (the login going to the protected page) aborts the transaction and loses the key.
 */
import { describe, expect, it } from 'vitest';
import { indexedDbKeyStore, type StoredKey } from '../../src/lib/auth/key-store';

/** A request whose success the test fires. */
const request = <T>(result: T) => ({ result, error: null, onsuccess: null as (() => void) | null, onerror: null as (() => void) | null });

/**
 * An IndexedDB with one store, whose requests succeed and transactions commit (or abort) only
 * when the test says so, in the order a browser would: the request first, then the commit.
 */
function fakeIndexedDb() {
  const records = new Map<string, unknown>();
  type Transaction = { oncomplete: (() => void) | null; onerror: (() => void) | null; onabort: (() => void) | null; error: null };
  const pending: { request: ReturnType<typeof request>; transaction: Transaction; commit: () => void }[] = [];
  const database = {
    transaction() {
      const transaction: Transaction = { error: null, oncomplete: null, onerror: null, onabort: null };
      const objectStore = () => ({
        put(value: unknown, key: string) {
          const req = request(undefined);
          pending.push({ request: req, transaction, commit: () => records.set(key, value) });
          return req;
        },
      });
      return Object.assign(transaction, { objectStore });
    },
  };
  const factory = {
    open() {
      const req = { result: database, onsuccess: null as (() => void) | null, onerror: null, onupgradeneeded: null };
      queueMicrotask(() => req.onsuccess?.());
      return req;
    },
  } as unknown as IDBFactory;
  const next = async () => {
    await expect.poll(() => pending.length).toBeGreaterThan(0);
    return pending.shift()!;
  };
  return { factory, records, next };
}

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};
/** Resolves once every promise callback queued so far has run. */
const drained = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the IndexedDB key store', () => {
  const value = { salt: 'salt', key: {} } as unknown as StoredKey;

  it('resolves a put only once its transaction has committed', async () => {
    const { factory, records, next } = fakeIndexedDb();
    const put = indexedDbKeyStore(factory).put(value);
    const state = settled(put);
    const { request: req, transaction, commit } = await next();
    req.onsuccess?.();
    await drained();
    expect(state.done, 'resolved on the request, before the commit').toBe(false);
    commit();
    transaction.oncomplete?.();
    await put;
    expect([...records.values()]).toEqual([value]);
  });

  it('rejects a put whose transaction is aborted', async () => {
    const { factory, next } = fakeIndexedDb();
    const put = indexedDbKeyStore(factory).put(value);
    const { request: req, transaction } = await next();
    req.onsuccess?.();
    transaction.onabort?.();
    await expect(put).rejects.toThrow('aborted');
  });
});
