import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveKey, randomSalt, seal, toBase64 } from '@/lib/auth/crypto';
import type { KeyStore, StoredKey } from '@/lib/auth/key-store';
import { createSession } from '@/lib/auth/session';
import { CHECK_TEXT, type AccessConfig } from '@/lib/auth/settings';
import { AUTH, AUTH_STORAGE_KEY } from '@/lib/constants';

const PASSWORD = 'lake-and-mountain';
const ITERATIONS = 1000;

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** The key store of these tests: like IndexedDB, it keeps the CryptoKey object itself. */
class MemoryKeyStore implements KeyStore {
  value: StoredKey | null = null;
  async get() {
    return this.value;
  }
  async put(value: StoredKey) {
    this.value = value;
  }
  async delete() {
    this.value = null;
  }
}

async function buildConfig(password: string | null): Promise<AccessConfig> {
  const salt = randomSalt();
  const check = password ? await seal(await deriveKey(password, salt, ITERATIONS), CHECK_TEXT) : null;
  return { salt: toBase64(salt), iterations: ITERATIONS, check, siteLock: false };
}

let storage: MemoryStorage;
let keys: MemoryKeyStore;
let events: EventTarget;
let config: AccessConfig;
const sessionFor = (c: AccessConfig) => createSession(c, { storage: () => storage, keys: () => keys, events: () => events });

beforeEach(async () => {
  storage = new MemoryStorage();
  keys = new MemoryKeyStore();
  events = new EventTarget();
  config = await buildConfig(PASSWORD);
});

describe('the investor session', () => {
  it('is locked by default', async () => {
    const session = sessionFor(config);
    expect(session.isUnlocked()).toBe(false);
    expect(await session.unlockedKey()).toBeNull();
  });

  it('refuses a wrong or empty password and changes nothing', async () => {
    const session = sessionFor(config);
    expect(await session.unlock('lake-and-mountains')).toBe(false);
    expect(await session.unlock('')).toBe(false);
    expect(session.isUnlocked()).toBe(false);
    expect(storage.length).toBe(0);
    expect(keys.value).toBeNull();
  });

  it('records the login as isAuthenticated=true, the only entry in storage, and keeps a non-extractable key', async () => {
    const session = sessionFor(config);
    expect(await session.unlock(PASSWORD)).toBe(true);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBe('true');
    expect(storage.length).toBe(1);
    expect(keys.value?.salt).toBe(config.salt);
    expect(keys.value?.key.extractable).toBe(false);
    expect(keys.value?.key.usages).toEqual(['decrypt']);
    expect(session.isUnlocked()).toBe(true);
    expect(await session.unlockedKey()).toBe(keys.value?.key);
  });

  it('keeps the login across pages: a new session over the same stores is unlocked', async () => {
    await sessionFor(config).unlock(PASSWORD);
    const next = sessionFor(config);
    expect(next.isUnlocked()).toBe(true);
    expect(await next.unlockedKey()).not.toBeNull();
  });

  it('logs out: isAuthenticated=false and the key gone', async () => {
    const session = sessionFor(config);
    await session.unlock(PASSWORD);
    await session.logout();
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBe('false');
    expect(keys.value).toBeNull();
    expect(session.isUnlocked()).toBe(false);
    expect(await session.unlockedKey()).toBeNull();
  });

  it('opens nothing on the flag alone, and logs such a session out', async () => {
    storage.setItem(AUTH_STORAGE_KEY, 'true');
    const session = sessionFor(config);
    expect(await session.unlockedKey()).toBeNull();
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBe('false');
  });

  it('locks a session from an earlier build (another salt)', async () => {
    await sessionFor(config).unlock(PASSWORD);
    const rebuilt = sessionFor(await buildConfig(PASSWORD));
    expect(await rebuilt.unlockedKey()).toBeNull();
    expect(rebuilt.isUnlocked()).toBe(false);
    expect(keys.value).toBeNull();
  });

  it('removes the key bytes that earlier builds kept in localStorage', () => {
    storage.setItem(AUTH.legacyKeyStorageKey, JSON.stringify({ salt: config.salt, key: 'a2V5' }));
    sessionFor(config);
    expect(storage.getItem(AUTH.legacyKeyStorageKey)).toBeNull();
  });

  it('cannot be unlocked when the build has no password', async () => {
    expect(await sessionFor(await buildConfig(null)).unlock(PASSWORD)).toBe(false);
  });

  it('tells subscribers about logins and logouts, here and in other tabs', async () => {
    const session = sessionFor(config);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    await session.unlock(PASSWORD);
    await session.logout();
    expect(listener).toHaveBeenCalledTimes(2);
    const other = new Event('storage') as Event & { key: string };
    Object.defineProperty(other, 'key', { value: AUTH_STORAGE_KEY });
    events.dispatchEvent(other);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    await session.logout();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('treats unusable storage as locked', async () => {
    const session = createSession(config, {
      storage: () => {
        throw new Error('blocked');
      },
      keys: () => keys,
      events: () => events,
    });
    expect(session.isUnlocked()).toBe(false);
    expect(await session.unlock(PASSWORD)).toBe(false);
  });

  it('refuses a login it could not keep: no key store, or one that fails', async () => {
    const none = createSession(config, { storage: () => storage, keys: () => null, events: () => events });
    expect(await none.unlock(PASSWORD)).toBe(false);
    keys.put = () => Promise.reject(new Error('quota'));
    expect(await sessionFor(config).unlock(PASSWORD)).toBe(false);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
