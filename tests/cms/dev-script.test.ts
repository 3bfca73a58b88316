/**
 * `npm run dev` starts the site and the CMS backend together and stops them together; outside a
 * git checkout the backend writes files directly, and says so.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { adminConfig, backendApi, freePort } from './support/cms';
import { copyRepository, startDev, stopDev } from './support/dev-server';

// Astro allows one dev server per project, and the shared copy has one already.
const root = copyRepository();
const plain = copyRepository(undefined, { git: false });
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(plain, { recursive: true, force: true });
});

const answers = (url: string) => fetch(url, { method: url.endsWith('/api/v1') ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, body: url.endsWith('/api/v1') ? '{"action":"info"}' : null }).then(() => true, () => false);

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const exited = (child: { exitCode: number | null; signalCode: string | null }) => child.exitCode !== null || child.signalCode !== null;

test('Ctrl+C stops both servers', async () => {
  const [site, cms] = [await freePort(), await freePort()];
  const dev = await startDev(root, site, cms);
  const gone = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
  process.kill(dev.pid!, 'SIGINT');
  expect(await gone).toBe(0);
  expect(await until(async () => !(await answers(`http://127.0.0.1:${site}/`)) && !(await answers(`http://127.0.0.1:${cms}/api/v1`)), 10_000)).toBe(true);
});

test('when the CMS backend dies, the site stops too', async () => {
  const [site, cms] = [await freePort(), await freePort()];
  const dev = await startDev(root, site, cms);
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(dev.pid)], { encoding: 'utf8' });
  const backend = children.split('\n').find((line) => line.includes('scripts/cms-backend.mjs'));
  expect(backend).toBeDefined();
  process.kill(Number(backend!.trim().split(/\s+/)[0]), 'SIGKILL');
  expect(await until(async () => exited(dev), 15_000)).toBe(true);
  expect(dev.exitCode).not.toBe(0);
  expect(await until(async () => !(await answers(`http://127.0.0.1:${site}/`)), 10_000)).toBe(true);
});

test('outside a git repository the CMS writes files directly and the terminal says why', async () => {
  const [site, cms] = [await freePort(), await freePort()];
  const dev = await startDev(plain, site, cms);
  try {
    const siteUrl = `http://127.0.0.1:${site}`;
    const api = await backendApi(siteUrl);
    expect((await api('info')).body).toMatchObject({ type: 'local_fs', publish_modes: ['simple'] });
    expect(dev.output()).toMatch(/CMS: this folder is not a git repository, so saves write the files directly and there are no drafts\./);
    // A refused request is named in the terminal, once; the key of the run never is.
    const key = new URL((await adminConfig(siteUrl)).local_backend!.url!).searchParams.get('token')!;
    const foreign = () => fetch(`http://127.0.0.1:${cms}/api/v1?token=${key}`, { method: 'POST', headers: { origin: 'http://localhost:7002', 'content-type': 'application/json' }, body: '{"action":"info"}' });
    expect((await foreign()).status).toBe(403);
    expect((await foreign()).status).toBe(403);
    await expect.poll(() => dev.output()).toContain('CMS backend: refused a request from http://localhost:7002 (not the development site).');
    expect(dev.output().split('refused a request from http://localhost:7002').length).toBe(2);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(dev.output()).not.toContain(key);
  } finally {
    stopDev(dev);
  }
});
