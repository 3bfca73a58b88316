/**
 * The CMS as an editor meets it under `npm run dev`, in a temporary copy of the working tree made a
 * git repository of one commit (./scratch.mjs), so the checkout is never edited:
 *
 * - "cold": from the first visit of a freshly started dev server to the collection list;
 * - "warm": the same for an editor who has logged in before, on the running server;
 * - "open an entry": from a click on a news item in its collection's list to its form showing
 *   the item's title;
 * - "typing": per key typed into a news item's article text (the Markdown editor, the longest
 *   field), once the entry has finished loading (its preview drawn, the page idle), keys coming
 *   every TYPING_INTERVAL_MS as a quick typist's do. Two readings, the 95th percentile of each run:
 *   - "work": the main thread's busy time from the task that takes the key to the next key (its
 *     handling, React's render, the frame that draws it, and whatever else ran meanwhile), read
 *     from a trace of the page's tasks. At most 16 ms, typing never costs the page a frame.
 *   - "to the next task": from the key's event to the first task after its handling. Chromium
 *     draws the frame first, and the frame waits for the display's next refresh, so this reading
 *     holds up to 16.7 ms of idle waiting that depends on when in the display's cycle the key
 *     came: an editor doing no work at all would read about 16 ms at the 95th percentile. It is
 *     printed to be compared with earlier readings, which measured this.
 *
 * Each is the median of BENCH_CMS_RUNS runs (default 3). With a production build in dist/, the
 * size of its CMS script, gzipped, is printed too. Times depend on the machine and what else
 * runs on it: they are held as budgets only with BENCH_PERFORMANCE=1; the script's size always.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { splitFrontmatter } from '../content-format.mjs';
import { freePort, HOST, median, waitFor } from '../measure.mjs';
import { copyPictureCache, scratchCopy } from './scratch.mjs';

export const name = 'cms';
export const description = 'the CMS under npm run dev: time to the editor, to an entry, per key typed; its production script size';

const RUNS = Number(process.env.BENCH_CMS_RUNS ?? 3);
const TYPING_INTERVAL_MS = 80;
/** What is typed: 58 keys. */
const TYPED = ' The lakeside promenade stays open to the public all year.';
const NEWS_ITEM = 'planning-application-submitted-for-al-lago-brissago';
const GOALS = { cold: 15_000, warm: 3_000, open: 1_000, key: 16 };
const SCRIPT_BUDGET = 1.2 * 1024 * 1024;

const git = (root, ...args) => execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], { cwd: root });

/** The script of the built /admin and its size gzipped, if dist/ holds a build. */
function productionScript() {
  if (!existsSync('dist/admin.html')) return undefined;
  const html = readFileSync('dist/admin.html', 'utf8');
  const files = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', file)), { level: 9 }).length, 0);
  return { files, bytes };
}

/** Milliseconds from opening /admin to the collection list, logging in if the context has not. */
async function timeToList(context, site) {
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  const start = performance.now();
  await page.goto(`${site}/admin`, { waitUntil: 'domcontentloaded' });
  const list = page.getByRole('link', { name: 'Properties' });
  const login = page.getByRole('button', { name: 'Login' });
  await list.or(login).first().waitFor();
  if (await login.isVisible()) await login.click();
  await list.waitFor();
  return { page, ms: performance.now() - start };
}

/** Opens the news item from its list: milliseconds until its form shows its title. */
async function timeToEntry(page, title) {
  await page.evaluate(() => (window.location.hash = '#/collections/news'));
  const link = page.locator(`a[href$="/entries/${NEWS_ITEM}"]`);
  await link.waitFor();
  const start = performance.now();
  await link.click();
  await page.waitForFunction((text) => [...document.querySelectorAll('input')].some((input) => input.value === text), title, { polling: 'raf' });
  return performance.now() - start;
}

/**
 * Waits until the open entry has finished loading: its preview drawn, then a moment in which the
 * page has nothing left to do (requestIdleCallback, twice), so that the keys measure typing and
 * not the last of the entry's loading.
 */
async function settled(page, title) {
  await page.frameLocator('#preview-pane').getByText(title).first().waitFor();
  for (let i = 0; i < 2; i += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/**
 * Milliseconds of main-thread work per key, from a trace of the page's tasks (the "toplevel"
 * category, which costs the page little) and a mark made at each key's event: for each key, the
 * tasks from the one that took it to the one before the next key's, the last key's up to the
 * "bench-end" mark, made once its frame is drawn.
 */
function workPerKey(traceEvents) {
  const marks = traceEvents.filter((event) => event.name === 'bench-key').sort((a, b) => a.ts - b.ts);
  if (marks.length === 0) throw new Error('the trace holds no key');
  const [{ pid, tid }] = marks;
  const tasks = [];
  for (const event of traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts)) {
    // A task run inside another (a nested loop) is part of that one's time.
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.dur) tasks.push(event);
  }
  const taskStart = (ts) => tasks.find((task) => task.ts <= ts && ts <= task.ts + task.dur)?.ts ?? ts;
  const end = traceEvents.find((event) => event.name === 'bench-end');
  if (!end) throw new Error('the trace holds no end mark');
  return marks.map((mark, i) => {
    const [from, to] = [taskStart(mark.ts), taskStart((marks[i + 1] ?? end).ts)];
    return tasks.filter((task) => task.ts >= from && task.ts < to).reduce((sum, task) => sum + task.dur, 0) / 1000;
  });
}

/** Types TYPED at the end of the article text: the 95th percentile of each reading per key. */
async function typing(page) {
  const editor = page.locator('[data-slate-editor="true"]').first();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.evaluate(() => {
    window.benchKeys = [];
    document.addEventListener(
      'keydown',
      (event) => {
        performance.mark('bench-key');
        setTimeout(() => window.benchKeys.push(performance.now() - event.timeStamp));
      },
      { capture: true },
    );
  });
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await page.keyboard.type(TYPED, { delay: TYPING_INTERVAL_MS });
  await page.waitForFunction((n) => window.benchKeys.length >= n, TYPED.length);
  // The last key's frame, drawn before the trace ends.
  await page.evaluate(() => {
    const drawn = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return drawn.then(() => void performance.mark('bench-end'));
  });
  const work = workPerKey(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
  if (work.length !== TYPED.length) throw new Error(`the trace holds ${work.length} keys, not ${TYPED.length}`);
  return { work: p95(work), toNextTask: p95(await page.evaluate(() => window.benchKeys)) };
}

const ms = (value) => Math.round(value);
/** A row of the table; a reading without a goal (`goal` undefined) is printed for comparison only. */
const row = (measure, values, goal, unit = 'ms') => ({ measure, [`median (${unit})`]: ms(median(values)), runs: values.map(ms).join(', '), goal: goal === undefined ? '' : `≤ ${goal} ${unit}` });

export async function run() {
  const copy = scratchCopy('bench-cms');
  copyPictureCache(copy.root);
  git(copy.root, 'init', '--quiet', '--initial-branch', 'main');
  git(copy.root, 'add', '--all');
  git(copy.root, 'commit', '--quiet', '--message', 'The site as it is');
  const { title } = splitFrontmatter(readFileSync(join(copy.root, `content/news/${NEWS_ITEM}.en.md`), 'utf8')).data;

  const [sitePort, cmsPort] = [await freePort(), await freePort()];
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: copy.root,
    env: { ...process.env, SITE_PORT: String(sitePort), CMS_PORT: String(cmsPort) },
    stdio: 'ignore',
    detached: true,
  });
  const site = `http://${HOST}:${sitePort}`;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    await waitFor(site);
    const viewport = { width: 1440, height: 1000 };
    const first = await browser.newContext({ viewport });
    const cold = await timeToList(first, site);
    const storageState = await first.storageState();
    await first.close();

    const warm = [];
    const open = [];
    const keys = [];
    const toNextTask = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ viewport, storageState });
      const { page, ms: usable } = await timeToList(context, site);
      warm.push(usable);
      open.push(await timeToEntry(page, title));
      await settled(page, title);
      const typed = await typing(page);
      keys.push(typed.work);
      toNextTask.push(typed.toNextTask);
      await context.close();
    }

    const rows = [
      { measure: 'cold (fresh dev server)', 'median (ms)': ms(cold.ms), runs: String(ms(cold.ms)), goal: `≤ ${GOALS.cold} ms` },
      row('warm (logged in before)', warm, GOALS.warm),
      row('open an entry from its list', open, GOALS.open),
      row('typing, p95 main-thread work per key', keys, GOALS.key),
      row('typing, p95 key to next task (with the wait for the display)', toNextTask),
    ];
    const script = productionScript();
    if (script) rows.push({ measure: `production script, gzip (${script.files.join(', ')})`, 'median (ms)': '', runs: `${(script.bytes / 1024).toFixed(0)} kB`, goal: `≤ ${(SCRIPT_BUDGET / 1024).toFixed(0)} kB` });
    else console.log('No build in dist/: build first to see the size of the production CMS script.');
    console.table(rows);

    const broken = [];
    if (script && script.bytes > SCRIPT_BUDGET) broken.push(`production CMS script ${(script.bytes / 1024).toFixed(0)} kB gzip, budget ${(SCRIPT_BUDGET / 1024).toFixed(0)} kB`);
    const slow = [
      cold.ms > GOALS.cold && `cold ${ms(cold.ms)} ms`,
      median(warm) > GOALS.warm && `warm ${ms(median(warm))} ms`,
      median(open) > GOALS.open && `opening an entry ${ms(median(open))} ms`,
      median(keys) > GOALS.key && `typing ${ms(median(keys))} ms of work per key (p95)`,
    ].filter(Boolean);
    if (slow.length > 0 && process.env.BENCH_PERFORMANCE === '1') broken.push(...slow.map((s) => `CMS ${s}`));
    else if (slow.length > 0) console.log(`Over their goals: ${slow.join('; ')}. BENCH_PERFORMANCE=1 holds them as budgets.`);
    return broken;
  } finally {
    await browser.close();
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
    copy.remove();
  }
}
