/**
 * A plain static server for a build folder, answering as `astro preview` does for this site:
 * /path → path/index.html or path.html, else 404.html (404). On 127.0.0.1, a free port.
 * Text is sent gzipped to a browser that accepts it, as every static host does: Lighthouse
 * times a page by the bytes it receives, so uncompressed answers would misstate its speed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve as absolute } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml']);

function resolve(root, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')];
  return candidates.map((c) => join(root, c)).find((path) => path.startsWith(root) && existsSync(path) && statSync(path).isFile());
}

/** @param {string} folder @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function serveStatic(folder) {
  const root = absolute(folder);
  /** Gzipped files by path, made once: the build does not change while it is served. */
  const gzipped = new Map();
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = resolve(root, pathname);
    const target = file ?? join(root, '404.html');
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const gzip = TEXT.has(extname(target)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip && !gzipped.has(target)) gzipped.set(target, gzipSync(readFileSync(target)));
    response.writeHead(file ? 200 : 404, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
    response.end(gzip ? gzipped.get(target) : readFileSync(target));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}
