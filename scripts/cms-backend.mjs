/**
 * The CMS's local backend: decap-server's own middleware on this checkout, listening on
 * 127.0.0.1 only. decap-server has no authentication of its own, so this process answers only
 * the CMS page of the development site, with the key `npm run dev` made for this run
 * (scripts/cms-access.mjs), and only about the folders and files the CMS edits
 * (admin/backend-scope.ts); git runs no repository hook for it.
 *
 * CMS_MODE=git (what `npm run dev` starts in a git checkout): every save is a commit. Drafts live
 * on `cms/<collection>/<slug>` branches until they are published, which merges them into the
 * current branch. CMS_MODE=fs: saves write the files and git is not used.
 *
 * In both modes, deleting a picture, a PDF or an entry that other entries still use is refused
 * with the list of those entries (src/lib/content/references.ts; the CMS refuses first, in the
 * browser, whatever the backend), and an upload that is not what
 * its use asks for (src/lib/uploads.ts) is refused before anything is written. In git mode,
 * changes nobody committed stay out of the CMS's commits.
 *
 * Started by scripts/dev.mjs, which sets CMS_PORT (the port, default 8081), SITE_PORT (the
 * development site's) and CMS_TOKEN (the key).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { lstat, readFile, realpath, utimes } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { accessGate, allowedAccess } from './cms-access.mjs';

const HOST = '127.0.0.1';
const port = Number(process.env.CMS_PORT || 8081);
const mode = process.env.CMS_MODE === 'fs' ? 'fs' : 'git';
const root = process.cwd();
const token = process.env.CMS_TOKEN;
if (!token) {
  console.error('The CMS backend needs CMS_TOKEN, the key of this run: start it with npm run dev, which gives the key to it and to /admin.');
  process.exit(1);
}

// express and cors come with decap-server; use the very copies its middleware runs on.
const requireFromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'));
const express = requireFromDecap('express');
const cors = requireFromDecap('cors');
const { registerLocalFs, registerLocalGit } = requireFromDecap('./dist/middlewares.js');

// The reference finder and the upload rules are TypeScript shared with the site; Vite loads them as the site does.
const load = async (path) => (await runnerImport(path, { configFile: false, root, logLevel: 'error', resolve: { tsconfigPaths: true } })).module;
const references = await load('/src/lib/content/references.ts');
const onDisk = await load('/src/lib/content/references-on-disk.ts');
const uploads = await load('/src/lib/uploads.ts');
const scopes = await load('/admin/backend-scope.ts');
const scope = scopes.cmsScope();
// Read once now: later readings parse only the files that changed, so a deletion answers at once.
onDisk.readContent(root);

/**
 * Git settings for this process only: publishing a draft always makes a merge commit, so the
 * history shows one commit per publication; and git never waits for a message in an editor.
 */
function gitSettings(settings) {
  const count = Number(process.env.GIT_CONFIG_COUNT || 0);
  settings.forEach(([key, value], i) => Object.assign(process.env, { [`GIT_CONFIG_KEY_${count + i}`]: key, [`GIT_CONFIG_VALUE_${count + i}`]: value }));
  process.env.GIT_CONFIG_COUNT = String(count + settings.length);
  process.env.GIT_MERGE_AUTOEDIT = 'no';
}
// No repository hook runs for the CMS's git commands (a checkout runs post-checkout, a commit
// post-commit even with --no-verify): whatever a hook file holds, it never runs as the editor.
gitSettings([
  ['merge.ff', 'false'],
  ['core.hooksPath', '/dev/null'],
]);

const run = promisify(execFile);
const git = async (...args) => (await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;

/**
 * Entries saved as drafts (on `cms/…` branches), labelled as such: a draft that shows a picture
 * is as much a use of it as a published entry.
 */
async function draftEntries(branch) {
  const drafts = (await git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/')).split('\n').filter(Boolean);
  const found = await Promise.all(
    drafts.map(async (draft) => {
      const files = (await git('diff', '--name-only', '--diff-filter=AMR', `${branch}...${draft}`, '--', 'content')).split('\n').filter(Boolean);
      return Promise.all(
        files.map(async (file) => {
          const entry = references.entryFromFile(file, await git('show', `${draft}:${file}`));
          return entry ? [{ ...entry, label: `${entry.label} (draft)` }] : [];
        }),
      );
    }),
  );
  return found.flat(2);
}

/** Where each saving request writes in the checkout, and so commits. */
const WRITTEN = {
  persistEntry: (p) => [...(p.dataFiles ?? [p.entry]).flatMap((f) => [f?.path, f?.newPath]), ...(p.assets ?? []).map((a) => a.path)],
  persistMedia: (p) => [p.asset?.path],
  deleteFile: (p) => [p.path],
  deleteFiles: (p) => p.paths ?? [],
  publishUnpublishedEntry: async (p) => (await git('diff', '--name-only', `${p.branch}...cms/${p.collection}/${p.slug}`)).split('\n'),
};

/** Paths with changes that are not committed, new files included. */
async function uncommitted() {
  const records = (await git('status', '--porcelain', '-z', '--untracked-files=all')).split('\0');
  const paths = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (!record) continue;
    paths.push(record.slice(3));
    // A rename or copy is followed by the path it came from.
    if (/^[RC]/.test(record)) paths.push(records[++i]);
  }
  return paths;
}

/**
 * decap-server commits whatever the checkout holds (`git add .`) and switches branches while it
 * saves, which would take someone's uncommitted work into the CMS's commit, or onto a draft's
 * branch and out of sight. So that work is set aside while the CMS saves and put back after.
 * Unless it is in a file the save writes: then nothing is saved, and the editor is told why.
 */
async function setAsideUncommitted(written, res) {
  const changed = await uncommitted();
  if (changed.length === 0) return undefined;
  const clash = changed.filter((path) => written.includes(path));
  if (clash.length > 0) {
    return (
      `Not saved: ${clash.join(', ')} ${clash.length === 1 ? 'has' : 'have'} changes that are not committed yet, and the CMS does not save over them. ` +
      'Commit or undo those changes in the checkout, then try again.'
    );
  }
  await git('stash', 'push', '--include-untracked', '--message', 'Set aside by the CMS while it saves');
  // The answer waits until the work is back, so whoever sees it sees the checkout as it was.
  beforeAnswer(res, () =>
    git('stash', 'pop').catch((error) =>
      console.error(`The CMS set aside uncommitted changes while saving and could not put them back (${error.message.trim()}). They are the newest entry of git stash list.`),
    ),
  );
  return undefined;
}

/**
 * The dev site's file watcher passes on at most one change of a file per 50 ms (chokidar's
 * throttle). When git rewrites a file while saving (a merge, a switch of branches), the watcher
 * can read it half-written and drop the change that completes it: the entry then leaves the dev
 * site's content ("Missing content file") until the file changes again. So once a save has
 * settled, its files are touched after that window, and the watcher reads each once more, whole.
 */
const WATCHER_WINDOW_MS = 100;
async function announce(paths) {
  await new Promise((done) => setTimeout(done, WATCHER_WINDOW_MS));
  const now = new Date();
  await Promise.all(paths.map((path) => utimes(join(root, path), now, now).catch(() => undefined)));
}

/** Holds `res`'s answer back until `step` has run. */
function beforeAnswer(res, step) {
  const end = res.end.bind(res);
  res.end = (...args) => {
    step().finally(() => end(...args));
    return res;
  };
}

const currentBranch = async () => (await git('symbolic-ref', '--quiet', '--short', 'HEAD').catch(() => '')).trim();

/**
 * decap-server answers a save while the draft's branch is still checked out, and switches back to
 * the editor's branch only after. The answer waits for that switch (for up to a minute), so
 * whoever sees it, and whatever is done next, finds the checkout on its own branch.
 */
function answerOnBranch(res, branch) {
  beforeAnswer(res, async () => {
    for (let waited = 0; waited < 60_000 && (await currentBranch()) !== branch; waited += 50) await new Promise((done) => setTimeout(done, 50));
  });
}

/** How git's --name-status letters read in decap-server's description of a draft. */
const DIFF_STATUS = { A: 'added', D: 'deleted', M: 'modified', T: 'modified' };

/** The branch of the draft a request names, by its id (`collection/slug`) or its collection and slug. */
function draftBranch({ collection, slug, id }) {
  const [name, key] = id ? [id.slice(0, id.indexOf('/')), id.slice(id.indexOf('/') + 1)] : [collection, slug];
  return { name, key, draft: `cms/${name}/${key}` };
}

const draftExists = async (params) => Boolean((await git('branch', '--list', draftBranch(params).draft)).trim());

/**
 * What `read` gives, or undefined where the draft went meanwhile: the CMS's requests wait their
 * turn, and git (a publication, a deletion outside the CMS) may remove a draft's branch before
 * its read runs. A draft that is gone is none, not a server error.
 */
async function unlessGone(read, stillThere) {
  try {
    return await read();
  } catch (error) {
    if (await stillThere()) throw error;
    return undefined;
  }
}

/**
 * A draft as decap-server describes it (its changed files, its status, when it was saved), read
 * from git. decap-server checks the draft's branch out to date it, and the CMS asks for every
 * draft when it starts and for each entry it opens: each time the dev site saw the draft's
 * files as if published, rebuilt its content and reloaded. A draft saved without a change,
 * which decap-server cannot describe, is described as the entry's file, unchanged.
 */
async function describeDraft({ branch, collection, slug, id, cmsLabelPrefix }) {
  const { name, key, draft } = draftBranch({ collection, slug, id });
  if (!(await draftExists({ collection, slug, id }))) return undefined;
  const lines = (output) => output.split('\n').filter(Boolean).map((line) => line.split('\t'));
  const binary = new Set(lines(await git('diff', '--no-renames', '--numstat', `${branch}...${draft}`)).filter(([added]) => added === '-').map(([, , path]) => path));
  let diffs = lines(await git('diff', '--no-renames', '--name-status', `${branch}...${draft}`)).map(([letter, path]) => ({
    oldPath: path,
    newPath: path,
    status: DIFF_STATUS[letter] ?? 'modified',
    newFile: letter === 'A',
    path,
    id: path,
    binary: binary.has(path) || path.endsWith('.svg'),
  }));
  if (diffs.length === 0) {
    const file = references.contentFileOf(name, key);
    if (!file) return undefined;
    diffs = [{ oldPath: file, newPath: file, status: 'modified', newFile: false, path: file, id: file, binary: false }];
  }
  const label = (await git('config', '--default', '', `branch.${draft}.description`)).trim();
  const status = label.slice((cmsLabelPrefix || 'decap-cms/').length);
  const updatedAt = new Date((await git('log', '-1', '--format=%cI', draft)).trim());
  return { collection: name, slug: key, status, diffs, updatedAt };
}

/**
 * decap-server reads a draft's files by checking the draft's branch out for a moment, and the CMS
 * reads a draft whenever it opens one: meanwhile the dev site and whoever looks at the checkout
 * would see the draft as if it were published. They are read from git instead, in decap-server's
 * answer shapes, and the checkout is left alone.
 */
const DRAFT_READS = {
  unpublishedEntryDataFile: async ({ path }, branch) => ({ data: await git('show', `${branch}:${path}`) }),
  unpublishedEntryMediaFile: async ({ path }, branch) => {
    const content = (await run('git', ['show', `${branch}:${path}`], { cwd: root, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout;
    return { id: createHash('sha256').update(content).digest('hex'), content: content.toString('base64'), encoding: 'base64', path: path.replace(/\\/g, '/'), name: basename(path) };
  },
};

/**
 * A file that does not exist is "not found", as a Git host answers. decap-server answers it with
 * empty content instead, which the CMS takes for an empty translation and then writes as a file
 * of its own for every language an entry has not been translated into.
 */
const missing = (action, params) => action === 'getEntry' && typeof params?.path === 'string' && !existsSync(join(root, params.path));

/**
 * Why an uploaded file may not enter the media library, if it may not: its bytes must be what its
 * use asks for (src/lib/uploads.ts), and a picture must decode whole within its pixel limits.
 * The size is read from the header first, so a picture too large to decode is refused unread.
 */
async function uploadRefusal({ path, content, encoding }) {
  const use = typeof path === 'string' ? uploads.uploadUse(path) : undefined;
  if (!use || typeof content !== 'string') return undefined;
  const name = basename(path);
  const bytes = Buffer.from(content, encoding || 'base64');
  const refusal = uploads.contentRefusal(name, bytes, use);
  if (refusal || use === 'pdf') return refusal;
  try {
    const picture = sharp(bytes, { failOn: 'truncated', limitInputPixels: false });
    const { width = 0, height = 0, format } = await picture.metadata();
    if (format !== 'svg') {
      const pixels = uploads.pixelRefusal(name, width, height, use);
      if (pixels) return pixels;
    }
    await picture.stats();
    return undefined;
  } catch {
    return uploads.UPLOAD_REFUSALS.undecodable(name);
  }
}

/**
 * The files a draft changed from the branch it was saved from. A save of the draft is checked
 * against the branch's copies of its other files, not the draft's own, which are as old as the
 * draft: decap-server rebases the draft before it writes, so those are what the save replaces.
 */
const draftChanges = async (branch, draft) => new Set((await git('diff', '--name-only', `${branch}...${draft}`).catch(() => '')).split('\n').filter(Boolean));

/** A file's bytes as `ref` has it (as the folder has it, without git), or undefined where there is none. */
async function fileNow(path, ref) {
  if (mode !== 'git') return readFile(join(root, path)).catch(() => undefined);
  return (await run('git', ['show', `${ref}:${path}`], { cwd: root, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 }).catch(() => undefined))?.stdout;
}

/**
 * The files of a save whose text is not the one the CMS read before it (`expected`: each file's
 * SHA-256, or null for one that was not there): another tab, another editor or a commit changed
 * them meanwhile, and the save would undo that change (admin/conflicts.ts). Checked here, in
 * the queue that runs one request at a time, so no save comes between the check and the write.
 * Only the files the save writes are looked at.
 */
async function staleFiles({ branch, expected, dataFiles, entry, options }) {
  const files = (dataFiles ?? [entry]).filter(Boolean);
  const draftParams = { collection: options?.collectionName, slug: files[0]?.slug };
  const draft = mode === 'git' && options?.useWorkflow && (await draftExists(draftParams)) ? draftBranch(draftParams).draft : undefined;
  const changed = draft ? await draftChanges(branch, draft) : new Set();
  const stale = [];
  for (const { path } of files) {
    if (!Object.hasOwn(expected, path)) continue;
    const bytes = await fileNow(path, changed.has(path) ? draft : branch);
    const now = bytes === undefined ? null : createHash('sha256').update(bytes).digest('hex');
    if (now !== expected[path]) stale.push(path);
  }
  return stale;
}

/** The files a request would add to the media library. */
const UPLOADED = {
  persistMedia: (p) => [p.asset],
  persistEntry: (p) => p.assets ?? [],
};

/** Whether a file exists on a branch. */
const onBranch = (branch, path) => git('cat-file', '-e', `${branch}:${path}`).then(() => true, () => false);

/**
 * The CMS lists a media folder without the files' contents (admin/media-list.ts) and loads a
 * picture when it shows it: decap-server's answer is sent without them, with each file's size.
 */
function withoutContents(res) {
  const json = res.json.bind(res);
  res.json = (files) => json(Array.isArray(files) ? files.map(({ content, encoding, ...file }) => ({ ...file, size: Buffer.byteLength(content ?? '', encoding ?? 'base64') })) : files);
}

const realRoot = await realpath(root);

/**
 * Why one of `paths` is refused though inside the scope, if one is: the way to it passes through
 * a link (a folder of content that points at .git, say), and so leads somewhere else.
 */
async function throughLink(paths) {
  for (const path of paths) {
    let existing = join(root, String(path).replace(/^\/+/, ''));
    while (!(await lstat(existing).then(() => true, () => false))) existing = dirname(existing);
    if ((await realpath(existing)) !== join(realRoot, relative(root, existing))) return `${JSON.stringify(path)} leads through a link out of what the CMS edits, so the local backend neither reads nor writes it.`;
  }
  return undefined;
}

/** Runs before decap-server's middleware: refusals answer here, everything else passes on. */
async function guard(req, res, next) {
  try {
    const { action, params } = req.body ?? {};
    const outOfScope = scopes.requestRefusal(action, params, scope) ?? (await throughLink(scopes.requestPaths(action, params)));
    if (outOfScope) return res.status(403).json({ error: outOfScope });
    if (action === 'getMedia' && params?.withoutContent) {
      // Not a parameter decap-server knows (it would refuse the request).
      delete params.withoutContent;
      withoutContents(res);
    }
    if (mode === 'git' && action in DRAFT_READS && params?.path) {
      // Named by collection and slug: the `id` of these requests is the file's, not the entry's.
      const branch = draftBranch({ collection: params.collection, slug: params.slug }).draft;
      // The CMS asks for a draft's file in every language; one the draft has none in is "not found".
      const there = () => onBranch(branch, params.path);
      const read = (await there()) ? await unlessGone(() => DRAFT_READS[action](params, branch), there) : undefined;
      return read ? res.json(read) : res.status(404).json({ error: `${params.path} is not in ${branch}` });
    }
    if (missing(action, params)) return res.status(404).json({ error: `${params.path} does not exist` });
    if (action === 'persistEntry' && params?.expected) {
      const stale = await staleFiles(params);
      // Not a parameter decap-server knows.
      delete params.expected;
      if (stale.length > 0) return res.status(412).json({ error: `Not saved: ${stale.join(', ')} changed since this entry was opened, and saving now would undo that change.` });
    }
    if (mode === 'git' && action === 'unpublishedEntry' && params?.branch) {
      // A draft that is not there (or went meanwhile) is not described; decap-server then answers that there is none.
      const draft = await unlessGone(() => describeDraft(params), () => draftExists(params));
      if (draft) return res.json(draft);
    }
    if (action in UPLOADED) {
      for (const asset of UPLOADED[action](params ?? {}).filter(Boolean)) {
        const refusal = await uploadRefusal(asset);
        if (refusal) return res.status(422).json({ error: refusal });
      }
    }
    if (action === 'deleteFile' || action === 'deleteFiles') {
      const paths = action === 'deleteFile' ? [params?.path] : (params?.paths ?? []);
      const entries = [...onDisk.readContent(root), ...(mode === 'git' && params?.branch ? await draftEntries(params.branch) : [])];
      const refusal = references.deletionRefusal(paths.filter((p) => typeof p === 'string'), entries, (file) => onDisk.sourcesUsing(root, file));
      if (refusal) return res.status(409).json({ error: refusal });
    }
    // What a save writes (publishing, which only git mode has, reads it from the draft's branch).
    const written = action in WRITTEN && (mode === 'git' || action !== 'publishUnpublishedEntry') ? (await WRITTEN[action](params ?? {})).filter(Boolean).map((path) => path.replace(/^\/+/, '')) : undefined;
    // Installed first, so it runs last: once the checkout is back on its branch, as below.
    if (written) beforeAnswer(res, () => announce(written));
    if (mode === 'git' && written) {
      const branch = await currentBranch();
      const refusal = await setAsideUncommitted(written, res);
      if (refusal) return res.status(409).json({ error: refusal });
      // Installed last, so it runs first: back on the branch, then the set-aside work is put back.
      answerOnBranch(res, branch);
    }
    return next();
  } catch (error) {
    return next(error);
  }
}

/**
 * One request at a time, from start to answer: decap-server switches the checkout between
 * branches while it saves, and the checks above read the checkout too. (decap-server's own lock
 * gives up after three seconds, failing saves when pictures load meanwhile.)
 */
let queue = Promise.resolve();
function oneAtATime(req, res, next) {
  let gone = false;
  const answered = new Promise((done) => res.once('close', () => done((gone = true))));
  queue = queue.then(() => {
    // A page that closed while its request waited wants no answer.
    if (gone) return undefined;
    next();
    return answered;
  });
}

const app = express();
const allowed = allowedAccess({ port, sitePort: Number(process.env.SITE_PORT || 4321), token });
/** Each kind of refusal from each page once in the terminal: enough to notice, not a flood. */
const told = new Set();
function tell({ reason }, origin) {
  const key = `${reason} ${origin}`;
  if (told.has(key)) return;
  told.add(key);
  console.warn(`CMS backend: refused a request ${origin ? `from ${origin}` : 'from no web page'} (${{ host: 'addressed to another name', origin: 'not the development site', token: 'without the key of this run' }[reason]}).`);
}
// Before anything else, for every method and path: who may talk to the backend at all.
app.use(accessGate(allowed, tell), cors({ origin: allowed.origins }));
app.post('/api/v1', oneAtATime, express.json({ limit: '50mb' }), guard);
const logLevel = process.env.LOG_LEVEL || 'info';
if (mode === 'git') await registerLocalGit(app, { logLevel });
else await registerLocalFs(app, { logLevel });

const server = app.listen(port, HOST, () => console.log(`CMS backend (${mode === 'git' ? 'git: drafts on cms/… branches, every save a commit' : 'files only'}) on http://${HOST}:${port}/api/v1`));
server.on('error', (error) => {
  console.error(`The CMS backend could not listen on ${HOST}:${port}: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
