import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveKey, randomSalt, seal, toBase64 } from '@/lib/auth/crypto';
import { createSession } from '@/lib/auth/session';
import { CHECK_TEXT, type AccessConfig } from '@/lib/auth/settings';
import { AUTH } from '@/lib/constants';

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

async function buildConfig(password: string | null): Promise<AccessConfig> {
  const salt = randomSalt();
  const check = password ? await seal(await deriveKey(password, salt, ITERATIONS), CHECK_TEXT) : null;
  return { salt: toBase64(salt), iterations: ITERATIONS, check, siteLock: false };
}

let storage: MemoryStorage;
let events: EventTarget;
let config: AccessConfig;
const sessionFor = (c: AccessConfig) => createSession(c, { storage: () => storage, events: () => events });

beforeEach(async () => {
  storage = new MemoryStorage();
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
  });

  it('records the login as isAuthenticated=true with the derived key, never the password', async () => {
    const session = sessionFor(config);
    expect(await session.unlock(PASSWORD)).toBe(true);
    expect(storage.getItem(AUTH.storageKey)).toBe('true');
    const stored = storage.getItem(AUTH.keyStorageKey) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ salt: config.salt, key: expect.any(String) });
    expect(stored).not.toContain(PASSWORD);
    expect(session.isUnlocked()).toBe(true);
    expect(await session.unlockedKey()).not.toBeNull();
  });

  it('keeps the login across pages: a new session over the same storage is unlocked', async () => {
    await sessionFor(config).unlock(PASSWORD);
    expect(sessionFor(config).isUnlocked()).toBe(true);
  });

  it('logs out: isAuthenticated=false and the key gone', async () => {
    const session = sessionFor(config);
    await session.unlock(PASSWORD);
    session.logout();
    expect(storage.getItem(AUTH.storageKey)).toBe('false');
    expect(storage.getItem(AUTH.keyStorageKey)).toBeNull();
    expect(session.isUnlocked()).toBe(false);
  });

  it('is not unlocked by the flag alone', () => {
    storage.setItem(AUTH.storageKey, 'true');
    expect(sessionFor(config).isUnlocked()).toBe(false);
  });

  it('locks a session from an earlier build (another salt)', async () => {
    await sessionFor(config).unlock(PASSWORD);
    const rebuilt = await buildConfig(PASSWORD);
    expect(sessionFor(rebuilt).isUnlocked()).toBe(false);
  });

  it('cannot be unlocked when the build has no password', async () => {
    expect(await sessionFor(await buildConfig(null)).unlock(PASSWORD)).toBe(false);
  });

  it('tells subscribers about logins and logouts, here and in other tabs', async () => {
    const session = sessionFor(config);
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    await session.unlock(PASSWORD);
    session.logout();
    expect(listener).toHaveBeenCalledTimes(2);
    const other = new Event('storage') as Event & { key: string };
    Object.defineProperty(other, 'key', { value: AUTH.storageKey });
    events.dispatchEvent(other);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    session.logout();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('treats unusable storage as locked', async () => {
    const session = createSession(config, {
      storage: () => {
        throw new Error('blocked');
      },
      events: () => events,
    });
    expect(session.isUnlocked()).toBe(false);
    expect(await session.unlock(PASSWORD)).toBe(false);
  });
});
