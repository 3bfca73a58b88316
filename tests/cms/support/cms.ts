/** Driving Decap CMS at /admin in a real Chromium. */
import { createServer } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForHttp(url: string, ms: number) {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, url.endsWith('/api/v1') ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' } : {});
      if (response.status < 500) return;
      last = response.status;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms (${String(last)})`);
}

/** The CMS configuration the development site's /admin carries (admin/page.astro). */
export async function adminConfig(siteUrl: string) {
  const html = await (await fetch(`${siteUrl}/admin`)).text();
  const json = /<script[^>]*id="cms-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`${siteUrl}/admin carries no CMS configuration`);
  return JSON.parse(json) as { backend?: { branch?: string }; local_backend?: { url?: string }; publish_mode?: string };
}

/**
 * Requests to the local backend as the CMS makes them: from the development site's page, to the
 * address its /admin names, the key of this run included.
 */
export async function backendApi(siteUrl: string) {
  const url = (await adminConfig(siteUrl)).local_backend?.url;
  if (!url) throw new Error(`${siteUrl}/admin names no local backend`);
  return async (action: string, params?: Record<string, unknown>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      body: JSON.stringify({ action, ...(params ? { params } : {}) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
}

/** The entry form's language switch: on screen while an entry is open. */
const entryForm = (page: Page) => page.getByRole('button', { name: /^Writing in [A-Z]{2}$/ });

/**
 * Opens /admin, optionally at a route such as `#/collections/news/new`, logging in to the local
 * backend unless the browser context already is; resolves once the collection list (or the
 * entry) is on screen.
 */
export async function openAdmin(page: Page, siteUrl: string, timeout = 180_000, route = '') {
  page.setDefaultTimeout(timeout);
  // A dev server that stopped answering fails the test now rather than after the whole timeout.
  await waitForHttp(`${siteUrl}/admin`, Math.min(timeout, 60_000));
  // Wait for the CMS's interface, not for every file the page asks for.
  await page.goto(`${siteUrl}/admin${route}`, { timeout, waitUntil: 'domcontentloaded' });
  const ready = route.includes('/entries/') || route.endsWith('/new') ? entryForm(page) : page.getByRole('link', { name: 'Properties' });
  const login = page.getByRole('button', { name: 'Login' });
  await login.or(ready).first().waitFor({ timeout });
  if (await login.isVisible()) await login.click();
  await ready.waitFor({ timeout });
}

/**
 * Moves the loaded CMS to an entry (`route`: `#/collections/<name>/entries/<entry>`) as an editor
 * does, through its collection's list, so the entry's form and preview are made afresh.
 */
export async function goToEntry(page: Page, route: string) {
  await page.evaluate((hash) => (window.location.hash = hash), route.split('/entries/')[0]!);
  await entryForm(page).waitFor({ state: 'detached' });
  await page.evaluate((hash) => (window.location.hash = hash), route);
  await entryForm(page).waitFor();
}

/**
 * Shows an entry in `page`: the CMS at the entry's address if the page has not loaded it yet
 * (a fresh page, or one sent back to about:blank), else through the entry's collection
 * (goToEntry), as an editor moves on.
 */
export async function showEntry(page: Page, siteUrl: string, route: string) {
  if (page.url() === 'about:blank') await openAdmin(page, siteUrl, undefined, route);
  else await goToEntry(page, route);
}

/** What an editor writes into a new news item or article. */
export interface NewEntry {
  title: string;
  /** The web address, where the editor types one rather than letting it follow the title. */
  slug?: string;
  date: string;
  category: string;
  summary: string;
  /** The photo: a file uploaded from this computer, or one the media library already has, found by its name. */
  picture: { upload: string } | { library: string };
  alt: string;
  text: string;
}

/** Fills in the form of a new entry as an editor does, from its title to its text; saves nothing. */
export async function writeEntry(page: Page, entry: NewEntry) {
  await page.getByLabel('Title', { exact: true }).fill(entry.title);
  if (entry.slug) await page.getByLabel('Web address', { exact: true }).fill(entry.slug);
  await page.getByLabel('Date', { exact: true }).fill(entry.date);
  await page.getByLabel('Category', { exact: true }).click();
  await page.getByRole('option', { name: entry.category }).click();
  await page.getByLabel('Summary', { exact: true }).fill(entry.summary);
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.getByRole('button', { name: 'Upload' }).waitFor();
  if ('upload' in entry.picture) {
    await page.locator('input[type="file"]').setInputFiles(entry.picture.upload);
  } else {
    // The library draws only the pictures in view; an editor looks the one they want up by name.
    await page.getByPlaceholder('Search...').fill(entry.picture.library);
    await page.getByText(entry.picture.library, { exact: true }).click();
  }
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel(/^Description(?: \(optional\))?$/).fill(entry.alt);
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(entry.text);
}

/** Whether the CMS runs the editorial workflow (drafts saved first, published later), from its configuration. */
const hasWorkflow = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('cms-config')?.textContent ?? '{}') as { publish_mode?: string }).publish_mode === 'editorial_workflow');

/**
 * Marks the notices on screen as seen, so that `newNotice` finds only one that comes later: the
 * CMS shows a notice for several seconds, and a page kept from one entry to the next may still
 * show the last entry's.
 */
const markNotices = (page: Page) => page.locator('.Toastify__toast').evaluateAll((notices) => notices.forEach((notice) => notice.setAttribute('data-seen', '')));

/** A notice with `text` that came after the last `markNotices`. */
const newNotice = (page: Page, text: string) => page.locator('.Toastify__toast:not([data-seen])').filter({ hasText: text }).first();

/**
 * Asks to save the open entry, without waiting for the answer (which may be a refusal): with the
 * editorial workflow a save makes a draft, without it a save publishes.
 */
export async function requestPublish(page: Page) {
  await markNotices(page);
  if (await hasWorkflow(page)) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    return;
  }
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * Where a save stands: 'saved' once the toolbar no longer says "Unsaved changes", else the words
 * of a refusal (its notice and the marked fields) if there is one: a save that never goes
 * through (a form that lost a value on a busy machine, say) fails the test saying why.
 */
async function saveState(page: Page): Promise<string> {
  const marks = (await page.locator('ul[class*="ControlErrorsList"]').allTextContents()).filter((text) => text.trim());
  const refusal = page.locator('#cms-refusal[role="alert"]');
  if (marks.length > 0 || (await refusal.count()) > 0) return `refused: ${[...(await refusal.allTextContents()), ...marks].join(' | ')}`;
  return (await page.getByText(/^unsaved changes$/i).count()) > 0 ? 'unsaved changes' : 'saved';
}

/** Saves the open entry and waits until the CMS has (a draft, with the editorial workflow). */
export async function save(page: Page) {
  await requestPublish(page);
  // The toolbar says "Unsaved changes" until the save is through, then a new notice says so.
  await expect.poll(() => saveState(page), { timeout: 120_000 }).toBe('saved');
  await newNotice(page, 'Entry saved').waitFor({ timeout: 120_000 });
}

/** Moves the open draft to a status of the editorial workflow. */
export async function setStatus(page: Page, status: 'Draft' | 'In review' | 'Ready') {
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
  await page.getByRole('button', { name: `Status: ${status}` }).waitFor({ timeout: 60_000 });
}

/** Publishes the open entry: saved and, with the editorial workflow, made ready and published. */
export async function publish(page: Page) {
  const workflow = await hasWorkflow(page);
  await save(page);
  if (!workflow) return;
  await setStatus(page, 'Ready');
  await publishReady(page);
}

/** Publishes the open draft once it is ready; Decap asks the editor to confirm. */
export async function publishReady(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await markNotices(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await newNotice(page, 'Entry published').waitFor({ timeout: 120_000 });
}

/**
 * Opens /admin at a route in a new desktop page, one per test: after the test the page closes,
 * and the test fails if the page had a console problem (consoleProblems).
 */
export function adminPagePerTest(browser: () => Browser, siteUrl: string): (route: string) => Promise<Page> {
  let open: { page: Page; problems: string[] } | undefined;
  afterEach(async () => {
    if (!open) return;
    const { page, problems } = open;
    open = undefined;
    expect(problems).toEqual([]);
    await page.close();
  });
  return async (route) => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 1000 } });
    open = { page, problems: consoleProblems(page) };
    await openAdmin(page, siteUrl, undefined, route);
    return page;
  };
}

/**
 * Collects the console's errors and warnings, uncaught errors and failed requests of a page; a
 * test expects the list to stay empty. Vite's own connection messages are debug output and not
 * collected.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser's own line for a failed request; the request itself is recorded below, with
    // its address and what it asked for.
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const action = (response.request().postDataJSON() as { action?: string } | null)?.action;
    // With the editorial workflow Decap asks the backend whether an entry has a draft, and
    // "not found" is the answer "no".
    if (response.status() === 404 && action === 'unpublishedEntry') return;
    // Decap asks for an entry's file, and a draft's, in every language; "not found" means not
    // translated yet.
    if (response.status() === 404 && (action === 'getEntry' || action === 'unpublishedEntryDataFile')) return;
    problems.push(`${response.status()}: ${response.url()}${action ? ` (${action})` : ''}`);
  });
  return problems;
}

/** The document inside the preview pane's frame. */
export function previewFrame(page: Page) {
  return page.frameLocator('#preview-pane');
}

/**
 * Holds back the backend's answers for the pictures (`getMediaFile`) whose path `matches`, so the
 * form is still loading them, until `release()`. `asked` settles at the first request held.
 */
export async function holdPictures(page: Page, matches: (path: string) => boolean = () => true) {
  // A promise's executor runs at once: both are set before they are used.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let ask!: () => void;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  // The backend's address ends in the key of this run (?token=…).
  await page.route((url) => url.pathname === '/api/v1', async (route) => {
    const request = route.request().postDataJSON() as { action?: string; params?: { path?: string } };
    if (request.action === 'getMediaFile' && matches(request.params?.path ?? '')) {
      ask();
      await held;
    }
    await route.fallback();
  });
  return { asked, release };
}
