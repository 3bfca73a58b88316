/**
 * The CMS's local backend: decap-server's own middleware on this checkout, listening on
 * 127.0.0.1 only (it has no authentication: whoever reaches it can write the repository).
 *
 * CMS_MODE=git (what `npm run dev` starts in a git checkout): every save is a commit. Drafts live
 * on `cms/<collection>/<slug>` branches until they are published, which merges them into the
 * current branch. CMS_MODE=fs: saves write the files and git is not used.
 *
 * In both modes, deleting a picture, a PDF or an entry that other entries still use is refused
 * with the list of those entries (src/lib/content/references.ts), and in git mode nothing is
 * saved over changes that are not committed, since decap-server commits every file it finds.
 *
 * CMS_PORT (default 8081) chooses the port. Started by scripts/dev.mjs.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { runnerImport } from 'vite';

const HOST = '127.0.0.1';
const port = Number(process.env.CMS_PORT || 8081);
const mode = process.env.CMS_MODE === 'fs' ? 'fs' : 'git';
const root = process.cwd();

// express and cors come with decap-server; use the very copies its middleware runs on.
const requireFromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server/package.json'));
const express = requireFromDecap('express');
const cors = requireFromDecap('cors');
const { registerLocalFs, registerLocalGit } = requireFromDecap('./dist/middlewares.js');

// The reference finder is TypeScript shared with the build; Vite loads it as the site does.
const { module: references } = await runnerImport('/src/lib/content/references.ts', {
  configFile: false,
  root,
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
});

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
gitSettings([['merge.ff', 'false']]);

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

const WRITES = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles', 'publishUnpublishedEntry', 'deleteUnpublishedEntry']);
const SHOWN_CHANGES = 5;

/** What is not committed in the checkout: decap-server's commits would take it along. */
async function uncommitted() {
  return (await git('status', '--porcelain', '--untracked-files=all'))
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

function uncommittedMessage(paths) {
  const shown = paths.slice(0, SHOWN_CHANGES).join(', ') + (paths.length > SHOWN_CHANGES ? ` and ${paths.length - SHOWN_CHANGES} more` : '');
  return (
    `Nothing was changed: this checkout has changes that are not committed (${shown}). ` +
    'The CMS commits every file it finds, so commit those changes or set them aside (git stash --include-untracked), then try again.'
  );
}

/**
 * A draft saved without a change has a branch but no difference, which decap-server cannot
 * describe (it fails); described here as the entry's file, unchanged.
 */
async function unchangedDraft({ branch, collection, slug, id }) {
  const [name, key] = id ? [id.slice(0, id.indexOf('/')), id.slice(id.indexOf('/') + 1)] : [collection, slug];
  const draft = `cms/${name}/${key}`;
  if (!(await git('branch', '--list', draft)).trim() || (await git('diff', '--name-only', branch, draft)).trim()) return undefined;
  const file = references.contentFileOf(name, key);
  if (!file) return undefined;
  const status = (await git('config', '--default', '', `branch.${draft}.description`)).trim().replace(/^decap-cms\//, '');
  const diff = { oldPath: file, newPath: file, status: 'modified', newFile: false, path: file, id: file, binary: false };
  return { collection: name, slug: key, status, diffs: [diff], updatedAt: new Date() };
}

/** Runs before decap-server's middleware: refusals answer here, everything else passes on. */
async function guard(req, res, next) {
  try {
    const { action, params } = req.body ?? {};
    if (mode === 'git' && WRITES.has(action)) {
      const changes = await uncommitted();
      if (changes.length > 0) return res.status(409).json({ error: uncommittedMessage(changes) });
    }
    if (mode === 'git' && action === 'unpublishedEntry' && params?.branch) {
      const unchanged = await unchangedDraft(params);
      if (unchanged) return res.json(unchanged);
    }
    if (action === 'deleteFile' || action === 'deleteFiles') {
      const paths = action === 'deleteFile' ? [params?.path] : (params?.paths ?? []);
      const entries = [...references.readContent(root), ...(mode === 'git' && params?.branch ? await draftEntries(params.branch) : [])];
      const refusal = references.deletionRefusal(root, paths.filter((p) => typeof p === 'string'), entries);
      if (refusal) return res.status(409).json({ error: refusal });
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
  const turn = queue.then(() => new Promise((done) => {
    res.once('close', done);
    next();
  }));
  queue = turn;
}

const app = express();
// decap-server's own origin rule: pages on this machine only.
app.post('/api/v1', oneAtATime, cors({ origin: process.env.ORIGIN || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ }), express.json({ limit: '50mb' }), guard);
const logLevel = process.env.LOG_LEVEL || 'info';
if (mode === 'git') await registerLocalGit(app, { logLevel });
else await registerLocalFs(app, { logLevel });

const server = app.listen(port, HOST, () => console.log(`CMS backend (${mode === 'git' ? 'git: drafts on cms/… branches, every save a commit' : 'files only'}) on http://${HOST}:${port}/api/v1`));
server.on('error', (error) => {
  console.error(`The CMS backend could not listen on ${HOST}:${port}: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
