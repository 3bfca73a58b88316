/**
 * Investor access in each engine: the login unlocks a protected page, whose key is kept in
 * IndexedDB as a non-extractable CryptoKey that survives a reload, and logging out locks it again.
 */
import { expect, it } from 'vitest';
import { AUTH, AUTH_STORAGE_KEY } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { investorPassword, protectedEntries } from '../support/access';
import { DESKTOP, ENGINES, inEngines, waitIn, type EnginePage } from './support/engines';

const [entry] = protectedEntries();
const phrase = entry?.phrases[0];
if (!entry || !phrase) throw new Error('No investors-only entry with a phrase to look for.');
const { path } = entry;

const shows = (page: EnginePage, text: string) => waitIn(page, (wanted: string) => document.body.innerText.replace(/\s+/g, ' ').includes(wanted), text);

/** The stored key as the site keeps it (tests/support/access.ts reads it the same way). */
const storedKey = (page: EnginePage) =>
  page.evaluate(async ({ keyDatabase, keyObjectStore, keyRecord }: typeof AUTH) => {
    if (!(await indexedDB.databases()).some((db) => db.name === keyDatabase)) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(keyDatabase);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const record = await new Promise<{ key: CryptoKey } | undefined>((resolve, reject) => {
      const request = db.transaction(keyObjectStore, 'readonly').objectStore(keyObjectStore).get(keyRecord);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    if (!record) return null;
    const exported = await crypto.subtle.exportKey('raw', record.key).then(() => 'exported', (error: Error) => error.name);
    return { isCryptoKey: record.key instanceof CryptoKey, extractable: record.key.extractable, exported };
  }, AUTH);

inEngines(ENGINES, (open) => {
  it('logs in, keeps the non-extractable key over a reload, and logs out', async () => {
    const page = await open(`${routes.investorLogin}?from=${encodeURIComponent(path)}`, DESKTOP);
    await waitIn(page, () => Boolean(document.querySelector('astro-island:not([ssr]) [data-login-form]')));
    await page.type('[data-login-form] input[type="password"]', investorPassword());
    await page.click('[data-login-form] button[type="submit"]');
    await waitIn(page, (wanted: string) => location.pathname === wanted, path);
    await shows(page, phrase);
    expect(await storedKey(page)).toEqual({ isCryptoKey: true, extractable: false, exported: 'InvalidAccessError' });

    await page.goto(path);
    await shows(page, phrase);
    expect(await page.evaluate((key: string) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBe('true');

    // A logged-in visitor's bar wakes with no gesture and offers "Log out", which locks the page again.
    await waitIn(page, () => Boolean(document.querySelector('header [data-logout]')));
    await page.click('header [data-logout]');
    await waitIn(page, (login: string) => location.pathname === login, routes.investorLogin);
    expect(await storedKey(page)).toBeNull();
    await page.goto(path);
    await waitIn(page, (login: string) => location.pathname === login, routes.investorLogin);
    expect(await page.errors()).toEqual([]);
  });
});
