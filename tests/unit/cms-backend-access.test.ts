/**
 * Who the CMS's local backend answers (scripts/cms-access.mjs) and what it lets a request touch
 * (admin/backend-scope.ts). The backend itself, driven by the CMS and by attacking pages, is
 * tested in tests/cms/backend-access.test.ts.
 */
import { describe, expect, test } from 'vitest';
import type { CmsConfig } from 'decap-cms-core';
import { backendScope, cmsScope, pathRefusal, requestPaths, requestRefusal } from '../../admin/backend-scope';
import { accessGate, accessRefusal, allowedAccess, sameToken } from '../../scripts/cms-access.mjs';

const scope = cmsScope();

describe('the scope of the CMS', () => {
  test("is its collections' folders and files and its media folders", () => {
    expect(scope.folders).toEqual(expect.arrayContaining(['content/news', 'content/properties', 'content/people', 'src/assets/media', 'public/downloads']));
    expect(scope.files).toEqual(expect.arrayContaining(['content/pages/home.yml', 'content/settings/site.yml', 'content/settings/menu.yml']));
    expect(scope.collections).toEqual(expect.arrayContaining(['news', 'properties', 'pages', 'settings']));
    // Nothing of the code, the build or git.
    for (const folder of scope.folders) expect(folder).toMatch(/^(content\/[a-z-]+|src\/assets\/media(\/[a-z-]+)?|public\/downloads)$/);
  });

  test('takes the media folders of fields at any depth, and of single files', () => {
    const config = {
      media_folder: 'src/assets/media',
      collections: [
        { name: 'reports', folder: 'content/reports', fields: [{ name: 'pdf', widget: 'file', media_folder: '/public/downloads' }] },
        {
          name: 'pages',
          files: [{ name: 'home', file: 'content/pages/home.yml', media_folder: '/src/assets/media/home', fields: [{ name: 'slides', widget: 'list', fields: [{ name: 'image', widget: 'object', fields: [{ name: 'src', widget: 'image', media_folder: '/src/assets/media/slides' }] }] }] }],
        },
      ],
    } as unknown as CmsConfig;
    expect(backendScope(config)).toEqual({
      folders: ['content/reports', 'public/downloads', 'src/assets/media', 'src/assets/media/home', 'src/assets/media/slides'],
      files: ['content/pages/home.yml'],
      collections: ['reports', 'pages'],
    });
  });

  test.each([
    'content/news/brissago-hotel-and-marina-enters-first-phase.de.md',
    'content/settings/site.yml',
    'content/news',
    'src/assets/media/lake-mist.jpg',
    '/src/assets/media',
    'public/downloads/outlook-2025.pdf',
  ])('%s may be read and written', (path) => {
    expect(pathRefusal(path, scope)).toBeUndefined();
  });

  test.each([
    '.git/config',
    '.git/hooks/post-checkout',
    'package.json',
    'tsconfig.json',
    'scripts/dev.mjs',
    'src/pages/index.astro',
    'src/assets/credits.yml',
    'admin/config.ts',
    '../outside',
    'content/../package.json',
    'content/news/../../.git/config',
    'content/news/./x.md',
    'content//news/x.md',
    'content/.gitattributes',
    'src/assets/media/.env',
    'content/news\\..\\..\\package.json',
    'content/news/x.md\u0000.jpg',
    'content/settings/site.yml.bak',
    'content/settings',
    '',
    42,
    undefined,
  ])('%s is refused', (path) => {
    expect(pathRefusal(path, scope)).toMatch(/is outside what the CMS edits|named no path/);
  });
});

describe('the requests the backend runs', () => {
  const save = (dataFiles: object[], assets: object[] = []) => ({ branch: 'main', dataFiles, assets, options: { collectionName: 'news', commitMessage: 'x', useWorkflow: true, status: 'draft' } });
  const NEWS = 'content/news/x.en.md';

  test("every path of decap-server's actions is found, read or written", () => {
    expect(requestPaths('entriesByFolder', { folder: 'a' })).toEqual(['a']);
    expect(requestPaths('entriesByFiles', { files: [{ path: 'a' }, { path: 'b' }] })).toEqual(['a', 'b']);
    for (const action of ['getEntry', 'getMediaFile', 'unpublishedEntryDataFile', 'unpublishedEntryMediaFile', 'deleteFile']) expect(requestPaths(action, { path: 'a' })).toEqual(['a']);
    expect(requestPaths('getMedia', { mediaFolder: 'a' })).toEqual(['a']);
    expect(requestPaths('persistEntry', { dataFiles: [{ path: 'a', newPath: 'b' }, { path: 'c' }], assets: [{ path: 'd' }] })).toEqual(['a', 'b', 'c', 'd']);
    expect(requestPaths('persistEntry', { entry: { path: 'a' } })).toEqual(['a']);
    expect(requestPaths('persistMedia', { asset: { path: 'a' } })).toEqual(['a']);
    expect(requestPaths('deleteFiles', { paths: ['a', 'b'] })).toEqual(['a', 'b']);
    // A list that is not one is still checked, and refused.
    expect(requestPaths('deleteFiles', { paths: 'a' })).toEqual(['a']);
    for (const action of ['info', 'unpublishedEntries', 'unpublishedEntry', 'publishUnpublishedEntry', 'deleteUnpublishedEntry', 'updateUnpublishedEntryStatus', 'getDeployPreview']) expect(requestPaths(action, {})).toEqual([]);
  });

  test('every path a request names is checked: entries, their new paths, uploads, lists', () => {
    expect(requestRefusal('persistEntry', save([{ slug: 'x', path: NEWS }]), scope)).toBeUndefined();
    expect(requestRefusal('persistEntry', save([{ slug: 'x', path: NEWS, newPath: '.git/hooks/post-merge' }]), scope)).toMatch(/"\.git\/hooks\/post-merge" is outside/);
    expect(requestRefusal('persistEntry', save([{ slug: 'x', path: NEWS }], [{ path: 'scripts/x.mjs' }]), scope)).toMatch(/"scripts\/x\.mjs" is outside/);
    expect(requestRefusal('persistEntry', { ...save([]), dataFiles: undefined, entry: { slug: 'x', path: 'package.json' } }, scope)).toMatch(/"package\.json" is outside/);
    expect(requestRefusal('persistMedia', { branch: 'main', asset: { path: 'src/assets/media/new.jpg' } }, scope)).toBeUndefined();
    expect(requestRefusal('persistMedia', { branch: 'main', asset: { path: 'public/_headers' } }, scope)).toMatch(/outside/);
    expect(requestRefusal('deleteFiles', { branch: 'main', paths: [NEWS, 'tsconfig.json'] }, scope)).toMatch(/"tsconfig\.json" is outside/);
    expect(requestRefusal('entriesByFiles', { branch: 'main', files: [{ path: 'content/settings/site.yml' }, { path: '.git/config' }] }, scope)).toMatch(/"\.git\/config" is outside/);
    expect(requestRefusal('getMedia', { branch: 'main', mediaFolder: 'src/assets/media' }, scope)).toBeUndefined();
    expect(requestRefusal('getMedia', { branch: 'main', mediaFolder: 'node_modules' }, scope)).toMatch(/outside/);
    expect(requestRefusal('getEntry', { branch: 'main' }, scope)).toMatch(/named no path/);
  });

  test('branches, collections and entries are names the CMS makes, never options or paths', () => {
    expect(requestRefusal('unpublishedEntries', { branch: 'main' }, scope)).toBeUndefined();
    expect(requestRefusal('unpublishedEntries', { branch: 'feature/spring-texts' }, scope)).toBeUndefined();
    for (const branch of ['--output=/tmp/x', '-f', 'main..other', 'a b', 'main@{1}', 'x/', 42]) expect(requestRefusal('unpublishedEntries', { branch }, scope), String(branch)).toMatch(/is not a branch/);
    expect(requestRefusal('publishUnpublishedEntry', { branch: 'main', collection: 'news', slug: 'x' }, scope)).toBeUndefined();
    expect(requestRefusal('publishUnpublishedEntry', { branch: 'main', collection: '../../x', slug: 'x' }, scope)).toMatch(/is not a collection/);
    expect(requestRefusal('publishUnpublishedEntry', { branch: 'main', collection: 'news', slug: '--force' }, scope)).toMatch(/is not the address of an entry/);
    expect(requestRefusal('unpublishedEntry', { branch: 'main', id: 'news/x' }, scope)).toBeUndefined();
    expect(requestRefusal('unpublishedEntry', { branch: 'main', id: 'news/../../x' }, scope)).toMatch(/is not the address/);
    // Elsewhere `id` is a file's, a path.
    expect(requestRefusal('unpublishedEntryDataFile', { branch: 'main', collection: 'news', slug: 'x', id: NEWS, path: NEWS }, scope)).toBeUndefined();
    expect(requestRefusal('persistEntry', { ...save([{ slug: '-x', path: NEWS }]) }, scope)).toMatch(/"-x" is not the address/);
    expect(requestRefusal('persistEntry', { ...save([{ slug: 'x', path: NEWS }]), options: { collectionName: 'secrets' } }, scope)).toMatch(/"secrets" is not a collection/);
  });
});

describe('who the backend answers', () => {
  const allowed = allowedAccess({ port: 8081, sitePort: 4321, token: 'the-key' });
  const ok = { host: '127.0.0.1:8081', origin: 'http://127.0.0.1:4321', token: 'the-key' };

  test('the development site, by either of its names, with the key of this run', () => {
    expect(accessRefusal(ok, allowed)).toBeUndefined();
    expect(accessRefusal({ host: 'localhost:8081', origin: 'http://localhost:4321', token: 'the-key' }, allowed)).toBeUndefined();
  });

  test.each([
    ['another host name (DNS rebinding)', { ...ok, host: 'evil.example:8081' }, 'host'],
    ['another port in the host', { ...ok, host: '127.0.0.1:8082' }, 'host'],
    ['no host', { ...ok, host: undefined }, 'host'],
    ['another localhost port', { ...ok, origin: 'http://localhost:7002' }, 'origin'],
    ['another loopback address', { ...ok, origin: 'http://127.0.0.2:4321' }, 'origin'],
    ['https on the same port', { ...ok, origin: 'https://127.0.0.1:4321' }, 'origin'],
    ['a sandboxed frame', { ...ok, origin: 'null' }, 'origin'],
    ['no page at all', { ...ok, origin: undefined }, 'origin'],
    ['no key', { ...ok, token: null }, 'token'],
    ['an empty key', { ...ok, token: '' }, 'token'],
    ['another key', { ...ok, token: 'the-kez' }, 'token'],
  ])('refuses %s', (_, request, reason) => {
    expect(accessRefusal(request, allowed)).toMatchObject({ reason, message: expect.stringMatching(/^Refused: /) });
  });

  test('keys are compared whole, and a backend without one answers nobody', () => {
    expect(sameToken('the-key', 'the-key')).toBe(true);
    expect(sameToken('the-key-and-more', 'the-key')).toBe(false);
    expect(sameToken('', '')).toBe(false);
    expect(sameToken('anything', undefined)).toBe(false);
  });

  test('the gate answers 403 before anything runs, and hides the key from what comes after it', () => {
    const answer = (headers: Record<string, string>, url: string) => {
      const seen: { status?: number; body?: unknown; next?: boolean } = {};
      const req = { url, originalUrl: url, headers };
      const res = { status: (status: number) => ((seen.status = status), res), json: (body: unknown) => (seen.body = body) };
      const refusals: unknown[] = [];
      accessGate(allowed, (refusal: unknown) => refusals.push(refusal))(req, res, () => (seen.next = true));
      return { ...seen, url: req.url, originalUrl: req.originalUrl, refusals };
    };
    expect(answer({ host: ok.host, origin: ok.origin }, '/api/v1?token=the-key')).toEqual({ next: true, url: '/api/v1', originalUrl: '/api/v1', refusals: [] });
    expect(answer({ host: ok.host, origin: 'http://localhost:7002' }, '/api/v1?token=the-key')).toMatchObject({ status: 403, body: { error: expect.stringContaining('http://localhost:7002') }, url: '/api/v1', refusals: [{ reason: 'origin' }] });
  });
});
