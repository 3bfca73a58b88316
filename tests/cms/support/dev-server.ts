/**
 * The CMS tests drive `npm run dev` (astro dev + the CMS backend) in a temporary copy of the
 * repository, so saving in the CMS never touches the working tree. The copy is a git repository
 * of one commit, so the backend runs in git mode as in a real checkout, and git there knows no
 * user (as on an editor's fresh machine).
 *
 * The test files run on two workers, each with a copy and a dev server of its own (`cmsServer()`):
 * one file at a time kept about 1.3 of a 2-core machine's cores busy, the CMS waiting on its backend
 * and dev server in turn. Files on one worker run one after another, since they edit its copy.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { launch } from '../../support/browser';
import { freePort, openAdmin, waitForHttp } from './cms';

/** What a fresh clone holds: no build output, caches or dependencies. */
const SKIP = new Set(['node_modules', 'dist', '.astro', '.git', 'test-results']);

/** The branch of the copy, as a fresh clone would have it. */
export const COPY_BRANCH = 'main';

/** Git as on a machine where nobody configured it: no global or system settings, no identity. */
export const BARE_GIT_ENV = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } as const;

/** Git in the copy at `root`, with the machine's settings left out. */
export function gitIn(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...BARE_GIT_ENV } });
}

/**
 * A copy of the working tree whose node_modules is a real folder of links, so the build's caches
 * (node_modules/.astro, node_modules/.vite) stay inside the copy. The optimised pictures the
 * checkout's build already made are copied in, so a build of the copy encodes only new ones
 * (minutes of image encoding otherwise). With `git` (the default) the copy is a repository whose
 * one commit holds it all.
 */
export function copyRepository(from = process.cwd(), { git = true } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  cpSync(from, root, { recursive: true, filter: (src) => !SKIP.has(relative(from, src).split(/[\\/]/)[0] ?? '') });
  const modules = realpathSync(resolve(from, 'node_modules'));
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name === '.astro' || name === '.vite') continue;
    symlinkSync(join(modules, name), join(root, 'node_modules', name));
  }
  const pictures = join(modules, '.astro', 'assets');
  if (existsSync(pictures)) cpSync(pictures, join(root, 'node_modules', '.astro', 'assets'), { recursive: true });
  if (git) {
    gitIn(root, 'init', '--quiet', '--initial-branch', COPY_BRANCH);
    gitIn(root, 'add', '--all');
    gitIn(root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '--message', 'The site as it is');
  }
  return root;
}

/**
 * Builds `site`, a copy of the CMS's checkout (copyRepository), so the dev server serving the
 * CMS never sees the build. Investors-only content is encrypted with the tests' password, as
 * `npm test` does; `env` adds to the environment.
 */
export function buildCopy(site: string, env: NodeJS.ProcessEnv = {}) {
  const astro = join(site, 'node_modules/astro/bin/astro.mjs');
  const environment = { ...terminalEnv(), ASTRO_TELEMETRY_DISABLED: '1', INVESTOR_PASSWORD: process.env['INVESTOR_PASSWORD'] || 'test-only-investor-password', ...env };
  return spawnSync(process.execPath, [astro, 'build'], { cwd: site, encoding: 'utf8', timeout: 900_000, env: environment });
}

/** The environment of a terminal: without what vitest adds (Astro would think it runs a test). */
export function terminalEnv(): NodeJS.ProcessEnv {
  const VITEST_ONLY = new Set(['NODE_ENV', 'TEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'ASSETS_PREFIX', 'SITE']);
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && !VITEST_ONLY.has(key)));
}

/**
 * `npm run dev` in `root`; resolves once the site and the CMS backend answer. `output()` is what it
 * printed. The site is asked for a file of public/, which it serves as soon as it listens: the home
 * page, drawn for the first time, kept each start waiting about six seconds more.
 */
export async function startDev(root: string, sitePort: number, cmsPort: number): Promise<ChildProcess & { output: () => string }> {
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    env: { ...terminalEnv(), ...BARE_GIT_ENV, SITE_PORT: String(sitePort), CMS_PORT: String(cmsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  dev.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<never>((_, reject) => dev.once('exit', (code) => reject(new Error(`exited with ${code}`))));
  exited.catch(() => undefined);
  try {
    await Promise.race([exited, waitForHttp(`http://127.0.0.1:${sitePort}/favicon.svg`, 180_000)]);
    await Promise.race([exited, waitForHttp(`http://127.0.0.1:${cmsPort}/api/v1`, 60_000)]);
  } catch (error) {
    stopDev(dev);
    throw new Error(`npm run dev did not start:\n${log}\n${String(error)}`, { cause: error });
  }
  return Object.assign(dev, { output: () => log });
}

export function stopDev(dev: ChildProcess) {
  // Stopped on purpose: not the unexpected stop that setup() reports.
  dev.removeAllListeners('exit');
  if (dev.pid && dev.exitCode === null) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
}

interface CmsServer {
  root: string;
  siteUrl: string;
  sitePort: number;
  cmsPort: number;
}

/** A copy of the repository under `npm run dev`, visited once so its CMS bundle is built; `stop` ends it and removes the copy. */
async function serveCopy(): Promise<CmsServer & { stop: () => void }> {
  const root = copyRepository();
  const [sitePort, cmsPort] = [await freePort(), await freePort()];
  let dev: ChildProcess | undefined;
  const stop = () => {
    if (dev) stopDev(dev);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const started = await startDev(root, sitePort, cmsPort);
    dev = started;
    // Stopping on its own mid-run fails every later test: say so where the run's output shows
    // it, with what the server printed last. (stopDev, at the end, removes this listener.)
    started.once('exit', (code, signal) => console.error(`npm run dev stopped (${code ?? signal}) during the CMS tests; it printed last:\n${started.output().slice(-4000)}`));
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    // The first visit waits for the CMS's bundle to be built (src/integrations/cms-bundle.ts); do it here.
    const browser = await launch();
    try {
      await openAdmin(await browser.newPage(), siteUrl, 400_000);
    } finally {
      await browser.close();
    }
    return { root, siteUrl, sitePort, cmsPort, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The copy and dev server of the worker running the calling test file. */
export function cmsServer(): CmsServer {
  const servers = inject('cms');
  return servers[(Number(process.env['VITEST_POOL_ID'] ?? '1') - 1) % servers.length]!;
}

export default async function setup(project: TestProject) {
  // One copy and dev server per worker (the project's maxWorkers).
  const started = await Promise.allSettled(Array.from({ length: project.config.maxWorkers }, serveCopy));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = () => servers.forEach((server) => server.stop());
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    teardown();
    throw failed.reason;
  }
  project.provide('cms', servers.map(({ root, siteUrl, sitePort, cmsPort }) => ({ root, siteUrl, sitePort, cmsPort })));
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cms: CmsServer[];
  }
}
