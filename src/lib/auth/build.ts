/**
 * Build-time sealing of protected HTML (server only). The password is read from the environment
 * when a page renders, so it never enters a bundle; the key is derived once per build.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import config from 'virtual:investor-access';
import { deriveKey, fromBase64, seal, type Sealed } from './crypto';
import { DEV_PASSWORD, PASSWORD_ENV } from './settings';

let key: Promise<CryptoKey> | undefined;

function buildKey(): Promise<CryptoKey> {
  const password = process.env[PASSWORD_ENV] || (import.meta.env.DEV ? DEV_PASSWORD : undefined);
  if (!password) {
    throw new Error(`This page has investors-only content, but ${PASSWORD_ENV} is not set. Set it to the investor password for this build.`);
  }
  key ??= deriveKey(password, fromBase64(config.salt), config.iterations);
  return key;
}

/** Seals a block of rendered HTML under the build's key with a fresh IV. */
export async function sealHtml(html: string): Promise<Sealed> {
  return seal(await buildKey(), html);
}

// A protected block inside another one is already inside that one's ciphertext (e.g. a project's
// details on a site-locked page): it renders as plain HTML and is sealed once, with its parent.
const sealing = new AsyncLocalStorage<true>();

export const insideSealedBlock = () => sealing.getStore() === true;

export const renderForSealing = (render: () => Promise<string>) => sealing.run(true, render);
