/**
 * The investor session in the browser. `isAuthenticated` in localStorage is SPEC's login flag;
 * beside it the browser keeps the key derived from the password (never the password), so every
 * protected page opens after navigation. The flag alone opens nothing: without the key there is
 * nothing to decrypt with.
 */
import { AUTH } from '@/lib/constants';
import { deriveKey, exportKey, fromBase64, importKey, open } from './crypto';
import { CHECK_TEXT, type AccessConfig } from './settings';

interface StoredKey {
  /** The salt of the build the key was derived for: a rebuild with a new salt locks old sessions. */
  salt: string;
  key: string;
}

export interface SessionEnvironment {
  storage: () => Storage | null;
  /** Where changes are announced: the window in a browser. */
  events: () => EventTarget | null;
}

export type Session = ReturnType<typeof createSession>;

export function createSession(config: AccessConfig, env: SessionEnvironment) {
  function read(name: string): string | null {
    try {
      return env.storage()?.getItem(name) ?? null;
    } catch {
      return null;
    }
  }

  function storedKey(): StoredKey | null {
    try {
      const value = JSON.parse(read(AUTH.keyStorageKey) ?? 'null') as Partial<StoredKey> | null;
      if (typeof value?.key === 'string' && value.salt === config.salt) return { salt: value.salt, key: value.key };
    } catch {
      // a damaged entry is the same as none
    }
    return null;
  }

  function announce() {
    env.events()?.dispatchEvent(new Event(AUTH.changeEvent));
  }

  function isUnlocked(): boolean {
    return read(AUTH.storageKey) === 'true' && storedKey() !== null;
  }

  /** Checks a password against the build's check value; on success records the login. */
  async function unlock(password: string): Promise<boolean> {
    if (!config.check || password === '') return false;
    const key = await deriveKey(password, fromBase64(config.salt), config.iterations);
    try {
      if ((await open(key, config.check)) !== CHECK_TEXT) return false;
    } catch {
      return false;
    }
    const stored: StoredKey = { salt: config.salt, key: await exportKey(key) };
    try {
      const storage = env.storage();
      storage?.setItem(AUTH.keyStorageKey, JSON.stringify(stored));
      storage?.setItem(AUTH.storageKey, 'true');
    } catch {
      return false;
    }
    announce();
    return true;
  }

  function logout() {
    try {
      const storage = env.storage();
      storage?.setItem(AUTH.storageKey, 'false');
      storage?.removeItem(AUTH.keyStorageKey);
    } catch {
      // storage unavailable: nothing was stored either
    }
    announce();
  }

  /** The key that opens this build's protected content, or null while locked. */
  async function unlockedKey(): Promise<CryptoKey | null> {
    const stored = isUnlocked() ? storedKey() : null;
    return stored ? importKey(stored.key) : null;
  }

  /** Calls `listener` when this tab or another one logs in or out. Returns the unsubscribe. */
  function subscribe(listener: () => void): () => void {
    const target = env.events();
    if (!target) return () => {};
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      if (key === null || key === AUTH.storageKey || key === AUTH.keyStorageKey) listener();
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
