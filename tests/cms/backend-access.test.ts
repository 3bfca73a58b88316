/**
 * The CMS's local backend answers only the CMS it serves (scripts/cms-access.mjs), and only about
 * what the CMS edits (admin/backend-scope.ts). Every other page the editor opens can send it
 * requests: another dev server on localhost, a page on another loopback address, a site on the
 * internet whose name points at this machine. They are tried here as an attacker would, in
 * Chromium and by hand, and the checkout must come out of it exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch } from '../support/browser';
import { adminConfig, backendApi, freePort } from './support/cms';
import { cmsServer, COPY_BRANCH, gitIn } from './support/dev-server';
import { snapshot } from './support/files';

const { root, siteUrl, cmsPort } = cmsServer();
const backend = `http://127.0.0.1:${cmsPort}/api/v1`;
const api = await backendApi(siteUrl);
const key = new URL((await adminConfig(siteUrl)).local_backend!.url!).searchParams.get('token')!;

const NEWS = `content/news/${readdirSync(join(root, 'content/news')).find((name) => name.endsWith('.en.md'))}`;
const REPORT = 'content/reports/investment-outlook-2025.en.md';
/** A file beside the checkout, where `../` would write. */
const OUTSIDE = join(root, '..', `outside-${cmsPort}`);
/** What a hook would leave behind if one ran. */
const HOOK_RAN = join(tmpdir(), `cms-hook-ran-${cmsPort}`);
const HOOK = `#!/bin/sh\ntouch ${HOOK_RAN}\n`;

const save = (dataFiles: object[]) => ({
  branch: COPY_BRANCH,
  dataFiles,
  assets: [],
  options: { commitMessage: 'Update News', useWorkflow: false, status: 'draft', collectionName: 'news' },
});
/** What the CMS edits, which only the CMS may read or write. */
const IN_SCOPE = {
  'an investors-only report': ['getEntry', { branch: COPY_BRANCH, path: REPORT }],
  'a news item overwritten': ['persistEntry', save([{ slug: 'x', path: NEWS, raw: '---\ntitle: Taken over\n---\n' }])],
} as const;
/** What nobody may read or write through the backend, the CMS included. */
const OUT_OF_SCOPE = {
  '.git/config': ['getEntry', { branch: COPY_BRANCH, path: '.git/config' }],
  'a hook written': ['persistEntry', save([{ slug: 'x', path: '.git/hooks/post-checkout', raw: HOOK }])],
  'a hook made by moving a sample': ['persistEntry', save([{ slug: 'x', path: '.git/hooks/pre-push.sample', raw: HOOK, newPath: '.git/hooks/post-checkout' }])],
  'package.json replaced': ['persistEntry', save([{ slug: 'x', path: 'package.json', raw: '{}' }])],
  'a file outside the checkout': ['persistEntry', save([{ slug: 'x', path: `../outside-${cmsPort}`, raw: 'x' }])],
  'a content file moved into .git': ['persistEntry', save([{ slug: 'x', path: NEWS, raw: 'x', newPath: '.git/info/attributes' }])],
  'a media upload into scripts/': ['persistMedia', { branch: COPY_BRANCH, asset: { path: 'scripts/dev.mjs', content: Buffer.from('process.exit(1)').toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } }],
  'tsconfig.json deleted': ['deleteFile', { branch: COPY_BRANCH, path: 'tsconfig.json', options: { commitMessage: 'x' } }],
  'the source listed': ['entriesByFolder', { branch: COPY_BRANCH, folder: 'src', extension: 'ts', depth: 5 }],
  'a hidden file in content/': ['getEntry', { branch: COPY_BRANCH, path: 'content/.gitattributes' }],
  'a branch that is an option': ['unpublishedEntries', { branch: '--output=/tmp/x' }],
} as const;
const ATTACKS = { ...IN_SCOPE, ...OUT_OF_SCOPE };

/** Everything a request could have changed: commits, branches, files, hooks, git's settings. */
function checkout() {
  const hooks = join(root, '.git/hooks');
  return {
    head: gitIn(root, 'rev-parse', 'HEAD'),
    refs: gitIn(root, 'for-each-ref', '--format=%(refname) %(objectname)'),
    status: gitIn(root, 'status', '--porcelain', '--untracked-files=all'),
    hooks: readdirSync(hooks).map((name) => `${name} ${statSync(join(hooks, name)).mode.toString(8)}`),
    config: readFileSync(join(root, '.git/config'), 'utf8'),
    files: [...snapshot(root, ['content', 'src', 'public', 'scripts'])],
    root: ['package.json', 'tsconfig.json'].map((name) => readFileSync(join(root, name), 'utf8')),
    outside: existsSync(OUTSIDE),
  };
}

/** A request by hand, with the Host, Origin and key given (`token: null`: none). */
function send(body: object, { host = `127.0.0.1:${cmsPort}`, origin = siteUrl, token = key }: { host?: string; origin?: string; token?: string | null } = {}) {
  const path = `/api/v1${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
  return new Promise<{ status: number; body: string; allowOrigin: string | undefined }>((resolve, reject) => {
    const headers: Record<string, string> = { host, origin, 'content-type': 'application/json' };
    const req = request({ host: '127.0.0.1', port: cmsPort, path, method: 'POST', headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, allowOrigin: res.headers['access-control-allow-origin'] as string | undefined }));
    });
    req.once('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A page of someone else's, served from `host`: an empty document the attacks run in. */
async function foreignSite(host: string): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another local tool</title>'));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`, server };
}

let before: ReturnType<typeof checkout>;
beforeAll(() => {
  before = checkout();
});
afterAll(() => rmSync(HOOK_RAN, { force: true }));

describe('pages of other origins get nothing', () => {
  let sites: Awaited<ReturnType<typeof foreignSite>>[];
  let browser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => {
    sites = await Promise.all([foreignSite('127.0.0.1'), foreignSite('127.0.0.2')]);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    for (const { server } of sites ?? []) server.close();
  });

  test.each([
    ['another port on localhost', 0],
    ['another loopback address (127.0.0.2)', 1],
  ])('in Chromium, a page on %s reads nothing, learns no key and saves nothing', async (_, index) => {
    const { url } = sites[index]!;
    const page = await browser.newPage();
    try {
      await page.goto(url);
      const results = await page.evaluate(
        async ({ backend, siteUrl, attacks }) => {
          const outcome = async (run: () => Promise<unknown>) => run().then((value) => ({ read: value }), (error: Error) => ({ refused: error.message }));
          const asJson = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          const found: Record<string, unknown> = {
            "the key, from the development site's /admin": await outcome(async () => (await fetch(`${siteUrl}/admin`)).text()),
            'the backend, asked as the CMS asks': await outcome(async () => (await fetch(backend, asJson({ action: 'info' }))).text()),
          };
          for (const [name, [action, params]] of Object.entries(attacks)) {
            found[name] = await outcome(async () => (await fetch(backend, asJson({ action, params }))).text());
            // A request a page may send without asking the server first; the browser hides the
            // answer, so only the server's refusal stops it.
            found[`${name}, unasked`] = await outcome(async () => (await fetch(backend, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ action, params }) })).type);
          }
          return found;
        },
        { backend, siteUrl, attacks: ATTACKS },
      );
      for (const [name, result] of Object.entries(results)) {
        expect(result, name).toEqual(name.endsWith(', unasked') ? { read: 'opaque' } : { refused: expect.stringMatching(/Failed to fetch/) });
      }
      expect(checkout()).toEqual(before);
    } finally {
      await page.close();
    }
  });

  test.each([
    ['a page on another localhost port', 0],
    ['a page on 127.0.0.2', 1],
  ])('the server itself refuses %s, even with the key, before anything runs', async (_, index) => {
    const origin = sites[index]!.url;
    for (const [name, [action, params]] of Object.entries(ATTACKS)) {
      const answer = await send({ action, params }, { origin });
      expect(answer, name).toMatchObject({ status: 403, allowOrigin: undefined });
      expect(JSON.parse(answer.body).error, name).toBe(`Refused: the CMS's local backend answers only the CMS of the development site (${siteUrl}/admin); this request came from ${origin}.`);
    }
    expect(checkout()).toEqual(before);
  });
});

test('the development site lets no other origin read its pages, and no page frame its CMS', async () => {
  const admin = await fetch(`${siteUrl}/admin`, { headers: { origin: 'http://localhost:7002' } });
  expect(admin.headers.get('access-control-allow-origin')).toBeNull();
  expect(admin.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect(admin.headers.get('x-frame-options')).toBe('DENY');
  expect(admin.headers.get('cache-control')).toBe('no-store');
});

test('the key of this run is in no file of the checkout, nor of the development server\'s caches', () => {
  // grep -r does not follow the links to the packages; the copy's caches are folders of its own.
  const found = spawnSync('grep', ['-rlF', '--', key, root], { encoding: 'utf8' });
  expect(found.status, found.stderr).toBe(1);
  expect(found.stdout).toBe('');
});

test('a request addressed to another host name is refused, as after a DNS rebinding', async () => {
  for (const host of ['evil.example', `evil.example:${cmsPort}`, `127.0.0.1.nip.example:${cmsPort}`, `localhost:${cmsPort + 1}`]) {
    const answer = await send({ action: 'persistEntry', params: IN_SCOPE['a news item overwritten'][1] }, { host });
    expect(answer.status, host).toBe(403);
    expect(JSON.parse(answer.body).error).toMatch(/^Refused: this is the CMS's local backend at 127\.0\.0\.1:\d+, and the request was addressed to /);
  }
  expect((await send({ action: 'info' }, { host: `localhost:${cmsPort}` })).status).toBe(200);
  expect(checkout()).toEqual(before);
});

test("the development site's own origin without the key of this run is refused", async () => {
  for (const token of [null, '', 'guess', `${key}x`, key.slice(0, -1)]) {
    const answer = await send({ action: 'getEntry', params: IN_SCOPE['an investors-only report'][1] }, { token });
    expect(answer.status, String(token)).toBe(403);
    expect(JSON.parse(answer.body).error).toMatch(/^Refused: this request does not carry the key of this run of npm run dev\./);
  }
  // The preflight too: the browser learns nothing of the backend without the key.
  expect((await fetch(backend, { method: 'OPTIONS', headers: { origin: siteUrl, 'access-control-request-method': 'POST' } })).status).toBe(403);
  expect(checkout()).toEqual(before);
});

test('with origin and key, nothing outside what the CMS edits is read or written', async () => {
  for (const [name, [action, params]] of Object.entries(OUT_OF_SCOPE)) {
    const answer = await api(action, params);
    expect(answer.status, name).toBe(403);
    expect((answer.body as { error: string }).error, name).toMatch(/is outside what the CMS edits|is not a branch the CMS saves to/);
  }
  expect(checkout()).toEqual(before);
  // What the CMS edits it still reads: the report, for the editor who opened it.
  expect(await api('getEntry', { branch: COPY_BRANCH, path: REPORT })).toMatchObject({ status: 200, body: { file: { path: REPORT } } });
});

test('a link inside a content folder leads nowhere outside it', async () => {
  const link = join(root, 'content/news/escape');
  symlinkSync('../../.git', link);
  try {
    for (const [action, params] of [
      ['getEntry', { branch: COPY_BRANCH, path: 'content/news/escape/config' }],
      ['persistEntry', save([{ slug: 'x', path: 'content/news/escape/hooks/post-checkout', raw: HOOK }])],
    ] as const) {
      expect(await api(action, params)).toMatchObject({ status: 403, body: { error: expect.stringMatching(/leads through a link out of what the CMS edits/) } });
    }
  } finally {
    rmSync(link);
  }
  expect(checkout()).toEqual(before);
});

test("no repository hook runs for the CMS's git commands, whatever slipped into .git/hooks", async () => {
  const hook = join(root, '.git/hooks/post-checkout');
  writeFileSync(hook, HOOK);
  chmodSync(hook, 0o755);
  try {
    // The hook works: git run by hand in the checkout runs it.
    gitIn(root, 'checkout', '--quiet', COPY_BRANCH);
    expect(existsSync(HOOK_RAN)).toBe(true);
    rmSync(HOOK_RAN);
    // A draft saved and deleted switches branches four times; not once does the hook run.
    const text = readFileSync(join(root, NEWS), 'utf8');
    const draft = { ...save([{ slug: 'hook-probe', path: NEWS, raw: `${text}\n` }]), options: { ...save([]).options, useWorkflow: true } };
    expect(await api('persistEntry', draft)).toMatchObject({ status: 200 });
    expect(gitIn(root, 'branch', '--list', 'cms/news/hook-probe').trim()).toBe('cms/news/hook-probe');
    expect(await api('deleteUnpublishedEntry', { branch: COPY_BRANCH, collection: 'news', slug: 'hook-probe' })).toMatchObject({ status: 200 });
    expect(existsSync(HOOK_RAN)).toBe(false);
  } finally {
    rmSync(hook, { force: true });
  }
  expect(checkout()).toEqual(before);
});
