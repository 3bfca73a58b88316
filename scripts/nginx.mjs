/**
 * nginx for the browser tests: finds Debian's nginx (NGINX_PATH, else the usual paths), installs
 * the `nginx` package where the tests run as root on Debian and none is found, and serves a build
 * with the repository's site.nginx.conf, the file a host includes, as an unprivileged process with
 * its own prefix, logs and temporary folders, on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { installDebianPackages } from './debian.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const SITE_FILE = resolve('site.nginx.conf');
const MIME_TYPES = '/etc/nginx/mime.types';

/** @returns {string | undefined} */
export function findNginx() {
  if (process.env.NGINX_PATH) {
    if (!existsSync(process.env.NGINX_PATH)) throw new Error(`NGINX_PATH points at a missing file: ${process.env.NGINX_PATH}`);
    return process.env.NGINX_PATH;
  }
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * nginx, installed first as root on Debian where it is missing; undefined where it cannot be had,
 * with the reason printed (the browser tests then fall back to the static server).
 * @returns {string | undefined}
 */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (!installDebianPackages(['nginx'], 'the browser tests')) {
    console.warn('No nginx found (Debian: apt-get install nginx, or set NGINX_PATH): the browser tests will use the static server instead.');
    return undefined;
  }
  return findNginx();
}

/** The whole configuration of a test server: the host's part is site.nginx.conf, included as a host would. */
function testConfig({ prefix, root, port }) {
  const temp = (name) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  return [
    'daemon off;',
    // One process, the test's own user: no workers switching to another user that cannot read dist/.
    'master_process off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    // Text is sent gzipped, as every static host does.
    '  gzip on;',
    '  gzip_types text/css text/javascript application/javascript application/json application/xml image/svg+xml text/plain;',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${root};`,
    `    include ${SITE_FILE};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Resolves once the server answers (polled, as a test polls for a state), or fails as soon as nginx has stopped. */
async function answering(url, child, errorLog) {
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 1));
  while (!(await fetch(url).then(() => true, () => false))) {
    if (exited !== null) throw new Error(`nginx stopped (${exited}): ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim() : 'no error log'}`);
    await new Promise((next) => setTimeout(next, 25));
  }
}

/**
 * Serves `folder` with nginx on 127.0.0.1:`port`.
 * @param {string} nginx the binary @param {string} folder @param {number} port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveNginx(nginx, folder, port) {
  const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, 'temp', name), { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, testConfig({ prefix, root: resolve(folder), port }));
  const errorLog = join(prefix, 'error.log');
  const child = spawn(nginx, ['-p', prefix, '-c', config, '-e', errorLog], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child, errorLog);
  return {
    url,
    close: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(prefix, { recursive: true, force: true });
          done();
        });
        child.kill('SIGQUIT');
      }),
  };
}
