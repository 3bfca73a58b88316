/**
 * The CMS's local backend (scripts/cms-backend.mjs, decap-server's git middleware) has no
 * authentication: whoever reaches it can write the repository. `npm run dev` binds it (and the
 * site) to 127.0.0.1, so no other machine can reach either. In a git checkout it saves to the
 * checked-out branch, keeps drafts on branches of their own, and leaves uncommitted work alone.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { adminConfig, backendApi, freePort, waitForHttp } from './support/cms';
import { cmsServer, COPY_BRANCH, gitIn, terminalEnv } from './support/dev-server';

const { root, cmsPort, sitePort, siteUrl } = cmsServer();

/** One request to the backend, as the CMS makes it. */
const api = await backendApi(siteUrl);

/** Every address of this machine except the loopback ones. */
function otherAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal && (a.family === 'IPv4' || !a.address.startsWith('fe80')))
    .map((a) => a!.address);
}

function connect(host: string, port: number): Promise<'open' | 'refused' | string> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? 'error')));
  });
}

const addresses = otherAddresses();

test('the backend answers on 127.0.0.1 and serves this checkout with git', async () => {
  expect(await api('info')).toEqual({ status: 200, body: { repo: basename(root), type: 'local_git', publish_modes: ['simple', 'editorial_workflow'] } });
});

test('the development server sends /admin/ on to /admin, its query kept, as static hosts serve both', async () => {
  const response = await fetch(`${siteUrl}/admin/?from=bookmark`, { redirect: 'manual' });
  expect(response.status).toBe(308);
  expect(response.headers.get('location')).toBe('/admin?from=bookmark');
});

test('the CMS saves to the branch checked out here, through this backend, with the key of this run', async () => {
  const config = await adminConfig(siteUrl);
  expect(gitIn(root, 'symbolic-ref', '--short', 'HEAD').trim()).toBe(COPY_BRANCH);
  expect(config.backend?.branch).toBe(COPY_BRANCH);
  expect(config.local_backend?.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${cmsPort}/api/v1\\?token=[\\w-]{43}$`));
});

describe('saving in git', () => {
  const FILE = 'content/properties/cardada.en.yml';
  const original = readFileSync(join(root, FILE), 'utf8');
  const renamed = original.replace(/^name: (.*)$/m, 'name: $1 Lodge');
  const saveParams = (raw: string, workflow: boolean) => ({
    branch: COPY_BRANCH,
    dataFiles: [{ slug: 'cardada', path: FILE, raw }],
    assets: [],
    options: { commitMessage: `Update Properties “cardada”`, useWorkflow: workflow, status: 'draft', collectionName: 'properties' },
  });
  const head = () => gitIn(root, 'rev-parse', 'HEAD').trim();
  /** How often the checkout switched branches: the dev site sees every switch as changed files. */
  const switches = () => gitIn(root, 'reflog', '--format=%gs').split('\n').filter((line) => line.startsWith('checkout:')).length;

  afterAll(async () => {
    if (readFileSync(join(root, FILE), 'utf8') !== original) await api('persistEntry', saveParams(original, false));
  });

  test('a draft waits on its own branch; publishing merges it into the current branch with a commit by the CMS', async () => {
    expect(renamed).not.toBe(original);
    const before = head();
    expect(await api('persistEntry', saveParams(renamed, true))).toMatchObject({ status: 200 });
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(original);
    expect(head()).toBe(before);
    expect(gitIn(root, 'show', `cms/properties/cardada:${FILE}`)).toBe(renamed);
    // The CMS asks for every draft when it starts and for each entry it opens; answering leaves
    // the checkout alone (no switch to the draft's branch and back).
    const switched = switches();
    expect((await api('unpublishedEntries', { branch: COPY_BRANCH })).body).toContain('properties/cardada');
    expect(await api('unpublishedEntry', { branch: COPY_BRANCH, collection: 'properties', slug: 'cardada' })).toMatchObject({
      status: 200,
      body: { collection: 'properties', slug: 'cardada', status: 'draft', diffs: [{ path: FILE, status: 'modified', newFile: false, binary: false }] },
    });
    expect(switches()).toBe(switched);

    expect(await api('updateUnpublishedEntryStatus', { branch: COPY_BRANCH, collection: 'properties', slug: 'cardada', newStatus: 'pending_publish' })).toMatchObject({ status: 200 });
    expect(await api('unpublishedEntry', { branch: COPY_BRANCH, collection: 'properties', slug: 'cardada' })).toMatchObject({ body: { status: 'pending_publish' } });
    expect(await api('publishUnpublishedEntry', { branch: COPY_BRANCH, collection: 'properties', slug: 'cardada' })).toMatchObject({ status: 200 });

    expect(readFileSync(join(root, FILE), 'utf8')).toBe(renamed);
    const [parents, author] = gitIn(root, 'log', '-1', '--format=%P%n%an').trim().split('\n');
    expect(parents?.split(' ')).toEqual([before, expect.any(String)]);
    expect(author).toBe('Verbano Capital CMS');
    expect(gitIn(root, 'branch', '--list', 'cms/*').trim()).toBe('');
  });

  test('a draft saved without a change can be opened, and publishing it changes nothing', async () => {
    const text = readFileSync(join(root, FILE), 'utf8');
    const before = head();
    expect(await api('persistEntry', saveParams(text, true))).toMatchObject({ status: 200 });
    expect(await api('unpublishedEntry', { branch: COPY_BRANCH, collection: 'properties', slug: 'cardada' })).toMatchObject({
      status: 200,
      body: { status: 'draft', diffs: [{ path: FILE, newFile: false, binary: false }] },
    });
    // Reading the draft leaves the checkout alone: no switch to its branch and back.
    const switched = switches();
    expect(await api('unpublishedEntryDataFile', { branch: COPY_BRANCH, collection: 'properties', slug: 'cardada', id: `properties/cardada`, path: FILE })).toEqual({ status: 200, body: { data: text } });
    expect(switches()).toBe(switched);
    expect(await api('publishUnpublishedEntry', { branch: COPY_BRANCH, collection: 'properties', slug: 'cardada' })).toMatchObject({ status: 200 });
    expect(readFileSync(join(root, FILE), 'utf8')).toBe(text);
    expect(gitIn(root, 'diff', '--stat', before, 'HEAD').trim()).toBe('');
  });

  test('work nobody committed stays out of the CMS commit and in the checkout', async () => {
    const notes = join(root, 'notes-for-the-agency.txt');
    const other = join(root, 'content/properties/monte-bre.en.yml');
    const otherText = readFileSync(other, 'utf8');
    writeFileSync(notes, 'Call the photographer about the Cardada pictures.\n');
    writeFileSync(other, `${otherText}# check the land area\n`);
    try {
      const text = readFileSync(join(root, FILE), 'utf8');
      expect(await api('persistEntry', saveParams(text.replace(/^name: (.*)$/m, 'name: $1 Alpine'), false))).toMatchObject({ status: 200 });
      expect(gitIn(root, 'show', '--name-only', '--format=', 'HEAD').trim()).toBe(FILE);
      expect(readFileSync(notes, 'utf8')).toBe('Call the photographer about the Cardada pictures.\n');
      expect(readFileSync(other, 'utf8')).toBe(`${otherText}# check the land area\n`);
      expect(gitIn(root, 'stash', 'list').trim()).toBe('');

      const before = head();
      const refused = await api('persistEntry', { ...saveParams(otherText, false), dataFiles: [{ slug: 'monte-bre', path: 'content/properties/monte-bre.en.yml', raw: otherText }] });
      expect(refused).toEqual({ status: 409, body: { error: expect.stringMatching(/^Not saved: content\/properties\/monte-bre\.en\.yml has changes that are not committed yet/) } });
      expect(head()).toBe(before);
      expect(readFileSync(other, 'utf8')).toBe(`${otherText}# check the land area\n`);
    } finally {
      rmSync(notes, { force: true });
      writeFileSync(other, otherText);
    }
  });
});

describe.skipIf(addresses.length === 0)('no other address of the machine reaches the dev servers', () => {
  test.each(addresses)('the CMS backend refuses connections on %s', async (address) => {
    expect(await connect(address, cmsPort)).toBe('refused');
  });

  test.each(addresses)('astro dev refuses connections on %s', async (address) => {
    expect(await connect(address, sitePort)).toBe('refused');
  });

  describe('the check notices an exposed server', () => {
    let stop = () => {};
    afterAll(() => stop());

    test('decap-server started without BIND_HOST is reachable there', async () => {
      const port = await freePort();
      const { BIND_HOST: _bind, ...env } = terminalEnv();
      const exposed = spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
        cwd: root,
        env: { ...env, PORT: String(port), MODE: 'fs', LOG_LEVEL: 'error' },
        stdio: 'ignore',
      });
      stop = () => exposed.kill('SIGTERM');
      await waitForHttp(`http://127.0.0.1:${port}/api/v1`, 20_000);
      expect(await connect(addresses[0]!, port)).toBe('open');
    });
  });
});
