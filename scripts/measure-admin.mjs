/**
 * `npm run measure:admin`: how long the production build's /admin takes to become usable, as
 * the median of several cold loads in Chromium (`--runs N`, default 5), and how heavy its
 * script is. Needs a build (`npm run build`); serves it as a static host does
 * (serve-static.mjs) with the local backend (decap-server, read only here) on 127.0.0.1.
 *
 * - "login screen": from navigation to the backend's Login button (first visit, empty cache).
 * - "editor usable": from navigation to the collection list for an editor who has logged in
 *   before (login kept in localStorage, empty HTTP cache): the page an editor starts work on.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { HOST, medianText, runsFlag, waitFor } from './measure.mjs';
import { serveStatic } from './serve-static.mjs';

const RUNS = runsFlag();
const require = createRequire(import.meta.url);
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

const html = readFileSync('dist/admin.html', 'utf8');
const config = JSON.parse(/<script type="application\/json" id="cms-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');
const proxy = config.backend?.proxy_url;
if (!proxy) throw new Error('This build does not use the local backend (CMS_BACKEND is set); build without it to measure.');

const children = [];
function start(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env }, stdio: 'ignore', detached: true });
  children.push(child);
}
const stopAll = () => children.forEach((c) => c.pid && c.exitCode === null && process.kill(-c.pid, 'SIGTERM'));
process.on('exit', stopAll);

const cmsPort = new URL(proxy).port;
start([bin('decap-server', 'dist/index.js')], { PORT: cmsPort, BIND_HOST: HOST, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd() });
const server = await serveStatic('dist');
const site = server.url;
await Promise.all([waitFor(proxy, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })]);

// Read in the page, at the frame the element appears: milliseconds since navigation started.
const shownAt = (page, test) => page.waitForFunction(test, undefined, { polling: 'raf', timeout: 120_000 }).then((h) => h.jsonValue());
const loginShown = () => [...document.querySelectorAll('button')].some((b) => /^Login/.test(b.textContent ?? '')) && performance.now();
const collectionsShown = () => [...document.querySelectorAll('a')].some((a) => a.textContent?.trim() === 'Properties') && performance.now();

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const login = [];
const usable = [];
let storageState;
for (let run = 0; run < RUNS; run += 1) {
  const first = await browser.newContext({ baseURL: site });
  const page = await first.newPage();
  await page.goto('/admin');
  login.push(await shownAt(page, loginShown));
  if (!storageState) {
    await page.getByRole('button', { name: /^Login/ }).click();
    await shownAt(page, collectionsShown);
    storageState = await first.storageState();
  }
  await first.close();

  const returning = await browser.newContext({ baseURL: site, storageState });
  const again = await returning.newPage();
  await again.goto('/admin');
  usable.push(await shownAt(again, collectionsShown));
  await returning.close();
}
await browser.close();

const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
const bytes = script ? readFileSync(join('dist', script)) : Buffer.alloc(0);
console.log(`admin script ${script}: ${statSync(join('dist', script)).size} B raw, ${gzipSync(bytes, { level: 9 }).length} B gzip`);
console.log(`login screen:  ${medianText(login)}`);
console.log(`editor usable: ${medianText(usable)}`);
stopAll();
process.exit(0);
