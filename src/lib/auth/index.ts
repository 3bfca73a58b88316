/** The investor session of this build, for islands and page scripts. */
import config from 'virtual:investor-access';
import { createSession } from './session';

const inBrowser = typeof window !== 'undefined';

export const { isUnlocked, unlock, logout, unlockedKey, subscribe } = createSession(config, {
  storage: () => (inBrowser ? window.localStorage : null),
  events: () => (inBrowser ? window : null),
});
