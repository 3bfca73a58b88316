/**
 * `npm run dev`: the site (astro dev) and the CMS's local backend (scripts/cms-backend.mjs)
 * together, both on 127.0.0.1 only, started and stopped as one. /admin then edits this checkout:
 * in a git checkout every save is a commit on the current branch and drafts wait on `cms/…`
 * branches; elsewhere saves write the files directly.
 *
 * SITE_PORT (default 4321) and CMS_PORT (default 8081) choose the ports. Each start makes a new
 * key, CMS_TOKEN, which only the development site's /admin hands to the CMS and which the backend
 * asks of every request (scripts/cms-access.mjs): no other page on the machine can use it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const HOST = '127.0.0.1';
const sitePort = process.env.SITE_PORT || '4321';
const cmsPort = process.env.CMS_PORT || '8081';
const root = process.cwd();

const require = createRequire(import.meta.url);
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

/** Who the CMS's commits are by when git knows nobody on this machine. */
const CMS_IDENTITY = { name: 'Verbano Capital CMS', email: 'cms@verbanocapital.ch' };

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * How the CMS can save here: git mode needs a repository with a checked-out branch that has a
 * commit. Otherwise it falls back to writing files, and says why.
 */
function cmsMode() {
  if (git('rev-parse', '--is-inside-work-tree') !== 'true') return { mode: 'fs', reason: 'this folder is not a git repository' };
  const branch = git('symbolic-ref', '--quiet', '--short', 'HEAD');
  if (!branch) return { mode: 'fs', reason: 'no branch is checked out' };
  if (!git('rev-parse', '--verify', '--quiet', 'HEAD')) return { mode: 'fs', reason: `the branch ${branch} has no commit yet` };
  const identity = {};
  if (!git('config', 'user.name')) Object.assign(identity, { GIT_AUTHOR_NAME: CMS_IDENTITY.name, GIT_COMMITTER_NAME: CMS_IDENTITY.name });
  if (!git('config', 'user.email')) Object.assign(identity, { GIT_AUTHOR_EMAIL: CMS_IDENTITY.email, GIT_COMMITTER_EMAIL: CMS_IDENTITY.email });
  return { mode: 'git', branch, identity };
}

const cms = cmsMode();
if (cms.mode === 'fs') {
  console.warn(
    `CMS: ${cms.reason}, so saves write the files directly and there are no drafts. ` +
      'In a git checkout on a branch, every save is a commit and drafts wait on cms/… branches until published.',
  );
}

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_PORT: sitePort, CMS_PORT: cmsPort, CMS_TOKEN: randomBytes(32).toString('base64url') };
const children = [];
let stopping = false;

function start(name, args, extraEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit', detached: true });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one too.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    // Each child leads its own process group, so its own children stop with it.
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.pid) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
    process.exit(code);
  }, 5000);
  Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((r) => child.once('exit', r))))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}

start('CMS backend', [join(root, 'scripts/cms-backend.mjs')], { CMS_MODE: cms.mode, GIT_REPO_DIRECTORY: root, ...(cms.mode === 'git' ? cms.identity : {}) });
// The CMS saves to the branch checked out here, whatever CMS_BRANCH says for production.
start('astro dev', [bin('astro', 'bin/astro.mjs'), 'dev', '--host', HOST, '--port', sitePort], cms.mode === 'git' ? { CMS_BRANCH: cms.branch } : {});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
