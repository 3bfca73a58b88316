/**
 * Where a logged-in browser keeps the investor key: one IndexedDB record holding the CryptoKey
 * object itself. IndexedDB stores keys by structured clone, so a non-extractable key stays
 * non-extractable: scripts on the page can use it to decrypt but can never read its bytes.
 */
import { AUTH } from '@/lib/constants';

export interface StoredKey {
  /** The salt of the build the key was derived for: a rebuild with a new salt locks old sessions. */
  salt: string;
  key: CryptoKey;
}

export interface KeyStore {
  get(): Promise<StoredKey | null>;
  put(value: StoredKey): Promise<void>;
  delete(): Promise<void>;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(AUTH.keyDatabase, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(AUTH.keyObjectStore);
  return done(request);
}

const isStoredKey = (value: unknown): value is StoredKey =>
  typeof value === 'object' && value !== null && typeof (value as StoredKey).salt === 'string' && (value as StoredKey).key instanceof CryptoKey;

/** Resolves once the transaction has committed; rejects if it fails or is aborted. */
const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

/**
 * The key store of a browser's IndexedDB. Operations run one after another, in call order, and
 * each resolves once its transaction has committed, not when its request succeeds: the login
 * goes to the protected page as soon as the key is stored, and leaving the page aborts a
 * transaction that has not committed yet, which lost the key and sent the investor back to the
 * login.
 */
export function indexedDbKeyStore(factory: IDBFactory): KeyStore {
  let database: Promise<IDBDatabase> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function run<T>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const next = queue.then(async () => {
      database ??= openDatabase(factory);
      const transaction = (await database).transaction(AUTH.keyObjectStore, mode);
      const [result] = await Promise.all([done(operation(transaction.objectStore(AUTH.keyObjectStore))), committed(transaction)]);
      return result;
    });
    // A failed operation must not stop the ones queued after it.
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    async get() {
      const value: unknown = await run('readonly', (store) => store.get(AUTH.keyRecord));
      return isStoredKey(value) ? value : null;
    },
    async put(value) {
      await run('readwrite', (store) => store.put(value, AUTH.keyRecord));
    },
    async delete() {
      await run('readwrite', (store) => store.delete(AUTH.keyRecord));
    },
  };
}
