/**
 * /admin under its own Content Security Policy: the built CMS (the policy lives in the built page;
 * the dev server sends none), talking to a local backend of its own on 127.0.0.1 with a key both
 * were given, edits and publishes a news item with an uploaded photo, and the browser reports not
 * one violation of the policy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parseFrontmatter } from '../../admin/formats';
import { parsePolicy } from '../../src/lib/security/policy';
import { useBrowser } from '../support/browser';
import { freePort, openAdmin, publish, waitForHttp, writeEntry } from './support/cms';
import { photoToUpload } from './support/files';
import { BARE_GIT_ENV, buildCopy, cmsServer, copyRepository, stopDev, terminalEnv } from './support/dev-server';

const { root } = cmsServer();
const { browser } = useBrowser();

const SLUG = 'lakeside-promenade-reopens';
const PHOTO = 'lakeside-promenade.jpg';

/** A copy of the CMS's checkout to build, so the dev server serving the CMS never sees the build. */
const site = copyRepository(root, { git: false });

let preview: ChildProcess | undefined;
let backend: ChildProcess | undefined;
afterAll(() => {
  for (const server of [preview, backend]) if (server) stopDev(server);
  rmSync(site, { recursive: true, force: true });
});

/** The key the built CMS and its local backend share, as `npm run dev` gives one to the development CMS. */
const KEY = randomBytes(32).toString('base64url');

/** Builds the site as a host would, with the local backend on this test's own decap-server. */
const build = (cmsPort: number) => buildCopy(site, { CMS_PORT: String(cmsPort), CMS_TOKEN: KEY });

/**
 * The CMS's local backend on the CMS's checkout, answering the built site on `sitePort`: the
 * development backend answers only the development site.
 */
async function serveBackend(cmsPort: number, sitePort: number) {
  const identity = { GIT_AUTHOR_NAME: 'Verbano Capital CMS', GIT_AUTHOR_EMAIL: 'cms@verbanocapital.ch', GIT_COMMITTER_NAME: 'Verbano Capital CMS', GIT_COMMITTER_EMAIL: 'cms@verbanocapital.ch' };
  backend = spawn(process.execPath, [join(root, 'scripts/cms-backend.mjs')], {
    cwd: root,
    env: { ...terminalEnv(), ...BARE_GIT_ENV, ...identity, CMS_MODE: 'git', GIT_REPO_DIRECTORY: root, CMS_PORT: String(cmsPort), SITE_PORT: String(sitePort), CMS_TOKEN: KEY, LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  await waitForHttp(`http://127.0.0.1:${cmsPort}/api/v1`, 60_000);
}

async function servePreview(port: number) {
  const astro = join(site, 'node_modules/astro/bin/astro.mjs');
  preview = spawn(process.execPath, [astro, 'preview', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: site,
    env: { ...terminalEnv(), ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  await waitForHttp(`http://127.0.0.1:${port}/admin`, 60_000);
  return `http://127.0.0.1:${port}`;
}

test('the built CMS edits and publishes a news item with an uploaded photo, with no policy violation', async () => {
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const result = build(cmsPort);
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  const html = readFileSync(join(site, 'dist/admin.html'), 'utf8');
  const meta = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(html)?.[1]?.replace(/&#39;/g, "'");
  expect(parsePolicy(meta ?? '')['connect-src']).toEqual(["'self'", `http://127.0.0.1:${cmsPort}`, 'blob:']);

  await serveBackend(cmsPort, sitePort);
  const siteUrl = await servePreview(sitePort);
  const upload = await photoToUpload(PHOTO, 1800, 1200, '#4a6a55');

  const context = await browser().newContext({ viewport: { width: 1440, height: 1000 } });
  const violations: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  // The preview pane is a frame of its own: its violations are reported there.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const page = await context.newPage();

  await openAdmin(page, siteUrl, undefined, '#/collections/news/new');
  await writeEntry(page, {
    title: 'Lakeside promenade reopens',
    slug: SLUG,
    date: '2025-05-02',
    category: 'Developments',
    summary: 'The promenade in front of the hotel is open again after a winter of works.',
    picture: { upload },
    alt: 'The lakeside promenade with new paving and benches',
    text: 'The promenade is open again. Benches and lights are new.',
  });
  // The uploaded photo shows in the form (a blob: address) before it is saved.
  await page.locator('img[src^="blob:"]').first().waitFor();
  await publish(page);

  const entryFile = join(root, 'content/news', `${SLUG}.en.md`);
  expect(existsSync(entryFile)).toBe(true);
  expect(parseFrontmatter(readFileSync(entryFile, 'utf8'))).toMatchObject({
    title: 'Lakeside promenade reopens',
    image: { src: `../../src/assets/media/${PHOTO}`, alt: 'The lakeside promenade with new paving and benches' },
  });
  expect(readFileSync(join(root, 'src/assets/media', PHOTO))).toEqual(readFileSync(upload));
  expect(violations).toEqual([]);
  await context.close();
});
