/**
 * Investor access in the browser tests: the build's password (from INVESTOR_PASSWORD, which
 * `npm test` sets), the sealed blocks of a built page, their decrypted HTML (Node's own crypto,
 * independent of the site's code), logging a browser context in, and the content marked
 * investors-only with phrases of its text.
 */
import { createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { investorsOnlyFiles } from '../../src/integrations/investor-access';
import { AUTH, AUTH_STORAGE_KEY } from '@/lib/constants';
import { LOCALES } from '@/i18n/languages';
import { localizePath, routes } from '@/lib/routes';
import { parseContentFile } from '@/model/format';
import { readBuilt } from './site';

export function investorPassword(): string {
  const password = process.env['INVESTOR_PASSWORD'];
  if (!password) throw new Error('INVESTOR_PASSWORD is not set: the build and the browser tests need the same one (npm test sets it).');
  return password;
}

export interface SealedBlock {
  /** The block's opening tag as it stands in the HTML. */
  tag: string;
  salt: string;
  iv: string;
  sealed: string;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

export function sealedBlocks(html: string): SealedBlock[] {
  return [...html.matchAll(/<div\b[^>]*\sdata-investor-only[\s>=][^>]*>/g)].map(([tag]) => ({
    tag,
    salt: attribute(tag, 'data-salt'),
    iv: attribute(tag, 'data-iv'),
    sealed: attribute(tag, 'data-sealed'),
  }));
}

const keys = new Map<string, Buffer>();
function keyFor(salt: string): Buffer {
  let key = keys.get(salt);
  if (!key) {
    key = pbkdf2Sync(investorPassword(), Buffer.from(salt, 'base64'), AUTH.pbkdf2Iterations, 32, 'sha256');
    keys.set(salt, key);
  }
  return key;
}

/** A block's HTML as an investor sees it. */
export function openBlock(block: SealedBlock): string {
  const data = Buffer.from(block.sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(block.salt), Buffer.from(block.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const packed = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return inflateRawSync(packed).toString('utf8');
}

/** The key a password derives for a build (the salt of its sealed blocks), as raw bytes. */
export const investorKeyBytes = (salt: string): Buffer => keyFor(salt);

/** The stored key as a page's scripts see it. */
export interface StoredKeyView {
  salt: string;
  isCryptoKey: boolean;
  extractable: boolean;
  algorithm: string;
  usages: string[];
  /** What `crypto.subtle.exportKey` answered: the error's name, since a non-extractable key refuses. */
  exported: string;
}

/**
 * What the page's origin keeps of the investor session: the login flag in localStorage and the
 * key in IndexedDB (null when there is none). Never creates the database itself.
 */
export function storedSession(page: Page): Promise<{ flag: string | null; key: StoredKeyView | null }> {
  return page.evaluate(async ({ storageKey, keyDatabase, keyObjectStore, keyRecord }) => {
    const flag = localStorage.getItem(storageKey);
    const exists = (await indexedDB.databases()).some((db) => db.name === keyDatabase);
    if (!exists) return { flag, key: null };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(keyDatabase);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const record = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction(keyObjectStore, 'readonly').objectStore(keyObjectStore).get(keyRecord);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    if (!record) return { flag, key: null };
    const { salt, key } = record as { salt: string; key: CryptoKey };
    const exported = await crypto.subtle.exportKey('raw', key).then(
      () => 'exported',
      (error: Error) => error.name,
    );
    return {
      flag,
      key: { salt, isCryptoKey: key instanceof CryptoKey, extractable: key.extractable, algorithm: key.algorithm.name, usages: [...key.usages], exported },
    };
  }, { ...AUTH, storageKey: AUTH_STORAGE_KEY });
}

/** A built page with each sealed block's content put back in place (after its locked notice). */
export function readOpened(file: string): string {
  let html = readBuilt(file);
  for (const block of sealedBlocks(html)) html = html.replace(block.tag, `${block.tag}${openBlock(block)}`);
  return html;
}

/** Logs in on the login page the visitor is on, as a visitor would. */
export async function logInOnPage(page: Page, password = investorPassword()) {
  // The form works once its island has hydrated (Astro then drops the island's `ssr` attribute).
  await page.waitForSelector('astro-island:not([ssr]) [data-login-form]');
  await page.locator('[data-login-form] input[type="password"]').fill(password);
  await page.locator('[data-login-form] button[type="submit"]').click();
}

/**
 * Logs a context in as an investor, through the login page as a visitor would (the key lives in
 * IndexedDB as a non-extractable CryptoKey, so there are no bytes a test could plant instead).
 */
export async function asInvestor(context: BrowserContext) {
  const page = await context.newPage();
  // A light page to come back to: the login is what matters here.
  await page.goto(`${routes.investorLogin}?from=/robots.txt`);
  await logInOnPage(page);
  await page.waitForURL((url) => url.pathname === '/robots.txt', { timeout: 30_000 });
  await page.close();
}

const PAGE_OF: Record<string, (slug: string) => string> = {
  projects: routes.project,
  properties: routes.property,
  reports: routes.report,
};
/** Fields shown on cards, in page titles or in lists of entries, which stay public. */
const PUBLIC_FIELDS = new Set(['name', 'title', 'slug', 'location', 'type', 'category', 'status', 'alt', 'src', 'currency', 'pdf', 'seoTitle', 'seoDescription', 'label', 'period']);

function texts(value: unknown, key = ''): string[] {
  if (PUBLIC_FIELDS.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k));
  return [];
}

export interface ProtectedEntry {
  file: string;
  /** The entry's page. */
  path: string;
  /**
   * Sentence openings of its protected text: six words with nothing HTML would escape, and
   * found in no public entry (a press release may well repeat a project's headline figures).
   */
  phrases: string[];
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(join(dir, entry.name)) : /\.(md|ya?ml)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The entries the content marks investors-only, with distinctive phrases of their text. */
export function protectedEntries(): ProtectedEntry[] {
  const marked = investorsOnlyFiles(join(process.cwd(), 'content'));
  // An entry's translations are as protected as the entry: the flag is set once, in the original.
  const entryOf = (file: string) => file.replace(/\.[a-z]{2}\.(md|ya?ml)$/, '');
  const protectedEntries = new Set(marked.map(entryOf));
  const publicText = contentFiles(join(process.cwd(), 'content'))
    .filter((file) => !protectedEntries.has(entryOf(file)))
    .map((file) => readFileSync(file, 'utf8'))
    .join(' ')
    .replace(/\s+/g, ' ');
  const read = (file: string) => {
    const source = readFileSync(file, 'utf8');
    const { data, body: markdown = '' } = parseContentFile(file, source);
    const body = markdown.replace(/^#+\s.*$/gm, '').replace(/[*_`>]/g, '');
    return { data, body };
  };
  // The originals first, then their translations (tests take the first two as two different entries).
  const all = marked.flatMap((file) => {
    const { data: original } = read(file);
    const page = PAGE_OF[basename(dirname(file))];
    if (!page) throw new Error(`${file}: no page is known for this collection`);
    const path = page(String(original['slug']));
    // The original and each translation beside it, on its language's page.
    const versions = LOCALES.map(({ code }) => ({ code, file: file.replace(/\.en\.(md|ya?ml)$/, `.${code}.$1`) })).filter((v) => existsSync(v.file));
    return versions.map((version) => {
      const { data, body } = read(version.file);
      const phrases = [...texts(data), body]
        .flatMap((text) => text.replace(/\s+/g, ' ').split(/(?<=[.!?:;])\s+/))
        .map((sentence) => sentence.trim().split(' ').slice(0, 6).join(' '))
        .filter((phrase) => phrase.split(' ').length === 6 && /^[\p{L}0-9 ,.()%’-]+$/u.test(phrase) && !publicText.includes(phrase));
      return { file: version.file, path: localizePath(path, version.code), phrases: [...new Set(phrases)] };
    });
  });
  return [...all.filter((entry) => entry.file.includes('.en.')), ...all.filter((entry) => !entry.file.includes('.en.'))];
}
