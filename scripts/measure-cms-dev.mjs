/**
 * `npm run measure:cms-dev`: how the CMS feels under `npm run dev`, measured in Chromium on a
 * clone of this repository's last commit (so the working tree is never edited):
 *
 * - "cold": from the first visit of a freshly started dev server to the collection list (Vite
 *   bundles the CMS's dependencies on that visit);
 * - "warm": the same for an editor who has logged in before, on the running server (median of
 *   `--runs N`, default 5);
 * - "save to visible": from "Publish now" on a changed property to its page on the dev site
 *   showing the change (median of `--runs N`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { freePort, HOST, medianText, runsFlag, waitFor } from './measure.mjs';

const RUNS = runsFlag();
const PROPERTY = 'al-lago';

/** A clone of the last commit whose node_modules links to this checkout's, with its optimised pictures. */
function cloneCheckout() {
  const root = mkdtempSync(join(tmpdir(), 'measure-cms-'));
  execFileSync('git', ['clone', '--quiet', '--local', process.cwd(), root]);
  const modules = resolve('node_modules');
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name !== '.astro' && name !== '.vite') symlinkSync(join(modules, name), join(root, 'node_modules', name));
  }
  const pictures = join(modules, '.astro', 'assets');
  if (existsSync(pictures)) cpSync(pictures, join(root, 'node_modules', '.astro', 'assets'), { recursive: true });
  return root;
}

const report = (label, values) => console.log(`${label}: ${medianText(values)}`);

const root = cloneCheckout();
const [sitePort, cmsPort] = [await freePort(), await freePort()];
const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
  cwd: root,
  env: { ...process.env, SITE_PORT: String(sitePort), CMS_PORT: String(cmsPort) },
  stdio: 'ignore',
  detached: true,
});
const cleanUp = () => {
  if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  rmSync(root, { recursive: true, force: true });
};
process.on('exit', cleanUp);

const site = `http://${HOST}:${sitePort}`;
await waitFor(site);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** Opens /admin and resolves with the milliseconds until the collection list is on screen. */
async function timeToList(context) {
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  const start = Date.now();
  await page.goto(`${site}/admin`, { waitUntil: 'domcontentloaded' });
  const list = page.getByTestId('properties');
  const login = page.getByRole('button', { name: 'Login' });
  await list.or(login).first().waitFor();
  if (await login.isVisible()) await login.click();
  await list.waitFor();
  return { page, ms: Date.now() - start };
}

const first = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
const cold = await timeToList(first);
const storageState = await first.storageState();
await first.close();

const warm = [];
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, storageState });
  warm.push((await timeToList(context)).ms);
  await context.close();
}

const visible = [];
const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, storageState });
for (let run = 0; run < RUNS; run += 1) {
  const { page } = await timeToList(context);
  await page.goto(`${site}/admin#/collections/properties/entries/${PROPERTY}`);
  const name = page.getByLabel('Name', { exact: true });
  await name.waitFor();
  while ((await name.inputValue()) === '') await new Promise((r) => setTimeout(r, 100));
  const value = `Al Lago ${run + 1}`;
  await name.fill(value);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^unsaved changes$/i).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Ready', exact: true }).click();
  await page.getByRole('button', { name: 'Status: Ready' }).waitFor();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const start = Date.now();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  for (;;) {
    const html = await (await fetch(`${site}/property/${PROPERTY}`)).text();
    if (html.includes(value)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  visible.push(Date.now() - start);
  await page.close();
}
await browser.close();

console.log(`cold: ${cold.ms} ms (first visit of a fresh dev server)`);
report('warm', warm);
report('save to visible', visible);
process.exit(0);
