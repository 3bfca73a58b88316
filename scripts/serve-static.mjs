/**
 * A plain static server for a build folder, answering as Netlify and Cloudflare Pages do for this
 * site's layout of one <path>.html per page: /path → path.html; /path/ and /path.html redirect
 * (301) to /path; a miss gets the not-found page that `_redirects` names for it (`/de/* /de/404
 * 404`), else 404.html, with status 404. On 127.0.0.1, a free port unless one is given.
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
  '.txt': 'text/plain; charset=utf-8',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The 404 rules of `_redirects`, in its order: [prefix, page]. */
function notFoundRules(root) {
  const file = join(root, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => from?.endsWith('/*') && status === '404')
    .map(([from, page]) => [from.slice(0, -1), page]);
}

/** The rules of `_headers`, in its order: [pattern, headers], `*` standing for any characters. */
function headerRules(root) {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  /** @type {[RegExp, [string, string][]][]} */
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push([new RegExp(`^${pattern}$`), []]);
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.[1].push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** The headers `_headers` gives an address. */
const headersFor = (rules, pathname) => Object.fromEntries(rules.filter(([pattern]) => pattern.test(pathname)).flatMap(([, headers]) => headers));

/** The answer to a path: a file (200), a redirect (301) or a not-found page (404). */
function resolve(root, pathname, rules) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const inRoot = (path) => join(root, path).startsWith(root);
  if (clean === '/') return { status: 200, file: join(root, 'index.html') };
  const page = clean.replace(/\/$/, '');
  if (clean.endsWith('/') && inRoot(page) && isFile(join(root, `${page}.html`))) return { status: 301, location: page };
  if (clean.endsWith('.html') && inRoot(clean) && isFile(join(root, clean))) return { status: 301, location: clean === '/index.html' ? '/' : clean.slice(0, -'.html'.length) };
  for (const candidate of [clean, `${clean}.html`]) if (inRoot(candidate) && isFile(join(root, candidate))) return { status: 200, file: join(root, candidate) };
  const notFound = rules.find(([prefix]) => clean.startsWith(prefix))?.[1] ?? '/404';
  return { status: 404, file: join(root, `${notFound}.html`) };
}

/** @param {string} folder @param {number} [port] @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function serveStatic(folder, port = 0) {
  const root = absolute(folder);
  const rules = notFoundRules(root);
  const headers = headerRules(root);
  /** Gzipped files by path, made once: the build does not change while it is served. */
  const gzipped = new Map();
  const server = createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    let answer;
    try {
      answer = resolve(root, pathname, rules);
    } catch (error) {
      if (!(error instanceof URIError)) throw error;
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad request: the address has a malformed % escape.\n');
      return;
    }
    const sent = headersFor(headers, pathname);
    if (answer.location) {
      response.writeHead(answer.status, { ...sent, location: answer.location + search });
      response.end();
      return;
    }
    const target = answer.file;
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const gzip = TEXT.has(extname(target)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip && !gzipped.has(target)) gzipped.set(target, gzipSync(readFileSync(target)));
    response.writeHead(answer.status, { ...sent, 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) });
    response.end(gzip ? gzipped.get(target) : readFileSync(target));
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${listening}`, close: () => new Promise((done) => server.close(() => done())) };
}

// `npm run preview`: the built site as a host would serve it, on port 4321 unless PORT says otherwise.
if (process.argv[1] && absolute(process.argv[1]) === absolute(new URL(import.meta.url).pathname)) {
  const { url } = await serveStatic(process.argv[2] ?? 'dist', Number(process.env.PORT ?? 4321));
  console.log(`Serving ${process.argv[2] ?? 'dist'} on ${url} (Ctrl+C stops it)`);
}
