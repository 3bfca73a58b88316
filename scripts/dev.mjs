/**
 * `npm run dev`: the site (astro dev) and the CMS's local backend (decap-server) together, both
 * on 127.0.0.1 only, started and stopped as one. /admin then edits the files of this checkout.
 *
 * SITE_PORT (default 4321) and CMS_PORT (default 8081) choose the ports.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const HOST = '127.0.0.1';
const sitePort = process.env.SITE_PORT || '4321';
const cmsPort = process.env.CMS_PORT || '8081';
const root = process.cwd();

const require = createRequire(import.meta.url);
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CMS_PORT: cmsPort };
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

// decap-server listens on every interface unless BIND_HOST is set; it has no authentication.
start('decap-server', [bin('decap-server', 'dist/index.js')], { PORT: cmsPort, BIND_HOST: HOST, MODE: 'fs', GIT_REPO_DIRECTORY: root });
start('astro dev', [bin('astro', 'bin/astro.mjs'), 'dev', '--host', HOST, '--port', sitePort], {});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
