/**
 * The fixed facts of investor access that the build, the dev server and the browser share. No
 * secret lives here: the password comes from the environment at build time.
 */
import type { Sealed } from './crypto';

/** The environment variable that holds the investor password of a build. */
export const PASSWORD_ENV = 'INVESTOR_PASSWORD';
/** Set to 1 (or true) to protect every page but the login page: a site-wide password, for a preview shown to investors before launch. */
export const SITE_LOCK_ENV = 'INVESTOR_SITE_LOCK';
/** Used by `npm run dev` when no password is set; printed on start. Never accepted by a production build. */
export const DEV_PASSWORD = 'lake-preview';
/** The text the build seals as its check value: opening it proves a password right. */
export const CHECK_TEXT = 'verbano-investor-access';

/** What a page's scripts learn about the build's protection (virtual:investor-access). */
export interface AccessConfig {
  /** The build's random PBKDF2 salt, base64. */
  salt: string;
  iterations: number;
  /** CHECK_TEXT sealed with the build's key; null when the build has no password. */
  check: Sealed | null;
  /** Every page but the login page is protected. */
  siteLock: boolean;
}

export const isSiteLock = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
