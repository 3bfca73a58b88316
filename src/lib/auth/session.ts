/**
 * The investor session in the browser. `isAuthenticated` in localStorage is the login flag
 * and the only thing kept there. The key derived from the password (never the password) is kept
 * as a non-extractable CryptoKey in a key store (IndexedDB in a browser), so every protected page
 * opens after navigation while no script can read the key's bytes. The flag alone opens
 * nothing: without the key there is nothing to decrypt with.
 */
import { AUTH, AUTH_STORAGE_KEY } from '@/lib/constants';
import { deriveKey, fromBase64, open } from './crypto';
import type { KeyStore } from './key-store';
import { CHECK_TEXT, type AccessConfig } from './settings';

export interface SessionEnvironment {
  storage: () => Storage | null;
  keys: () => KeyStore | null;
  /** Where changes are announced: the window in a browser. */
  events: () => EventTarget | null;
}

export function createSession(config: AccessConfig, env: SessionEnvironment) {
  function read(name: string): string | null {
    try {
      return env.storage()?.getItem(name) ?? null;
    } catch {
      return null;
    }
  }

  function write(update: (storage: Storage) => void): boolean {
    try {
      const storage = env.storage();
      if (!storage) return false;
      update(storage);
      return true;
    } catch {
      return false;
    }
  }

  // Earlier builds kept the key's bytes in localStorage; no copy of them may stay behind.
  write((storage) => storage.removeItem(AUTH.legacyKeyStorageKey));

  function announce() {
    env.events()?.dispatchEvent(new Event(AUTH.changeEvent));
  }

  /** The login flag; whether a key opens anything is up to `unlockedKey`. */
  function isUnlocked(): boolean {
    return read(AUTH_STORAGE_KEY) === 'true';
  }

  /** Checks a password against the build's check value; on success keeps the key and records the login. */
  async function unlock(password: string): Promise<boolean> {
    if (!config.check || password === '') return false;
    const key = await deriveKey(password, fromBase64(config.salt), config.iterations, ['decrypt']);
    try {
      if ((await open(key, config.check)) !== CHECK_TEXT) return false;
    } catch {
      return false;
    }
    const keys = env.keys();
    if (!keys) return false;
    try {
      // The key first: another tab hears of the flag and goes looking for the key at once.
      await keys.put({ salt: config.salt, key });
    } catch {
      return false;
    }
    if (!write((storage) => storage.setItem(AUTH_STORAGE_KEY, 'true'))) return false;
    announce();
    return true;
  }

  /** Deletes the key, then records the logout; resolves once both are done. */
  async function logout(): Promise<void> {
    try {
      // The key first: the logout moves the page on, which could cut a later deletion short.
      await env.keys()?.delete();
    } catch {
      // no key store: nothing was kept in it either
    }
    write((storage) => storage.setItem(AUTH_STORAGE_KEY, 'false'));
    announce();
  }

  /**
   * The key that opens this build's protected content, or null while locked. A login flag
   * without a key of this build (one from an earlier build, or none left) is a stale session,
   * and is logged out.
   */
  async function unlockedKey(): Promise<CryptoKey | null> {
    if (!isUnlocked()) return null;
    let stored = null;
    try {
      stored = (await env.keys()?.get()) ?? null;
    } catch {
      // an unreadable store is the same as none
    }
    if (stored?.salt === config.salt) return stored.key;
    await logout();
    return null;
  }

  /** Calls `listener` when this tab or another one logs in or out. Returns the unsubscribe. */
  function subscribe(listener: () => void): () => void {
    const target = env.events();
    if (!target) return () => {};
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      if (key === null || key === AUTH_STORAGE_KEY) listener();
    };
    target.addEventListener(AUTH.changeEvent, listener);
    target.addEventListener('storage', onStorage);
    return () => {
      target.removeEventListener(AUTH.changeEvent, listener);
      target.removeEventListener('storage', onStorage);
    };
  }

  return { isUnlocked, unlock, logout, unlockedKey, subscribe };
}
