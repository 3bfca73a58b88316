/** The investor session of this build, for islands and page scripts. */
import config from 'virtual:investor-access';
import { indexedDbKeyStore, type KeyStore } from './key-store';
import { createSession } from './session';

const inBrowser = typeof window !== 'undefined';
let keys: KeyStore | undefined;

export const { isUnlocked, unlock, logout, unlockedKey, subscribe } = createSession(config, {
  storage: () => (inBrowser ? window.localStorage : null),
  keys: () => (inBrowser && 'indexedDB' in window ? (keys ??= indexedDbKeyStore(window.indexedDB)) : null),
  events: () => (inBrowser ? window : null),
});

// A flag left from an earlier build, or without its key, is a stale session: it is logged out
// as soon as a page loads the session, so the top bar does not offer "Log out" for nothing.
if (inBrowser && isUnlocked()) void unlockedKey();
