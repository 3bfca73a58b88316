/**
 * What the engines' pages are served through: the build as nginx serves it (tests/support/
 * preview-server.ts), passed on as it is, but for two things a test needs in every engine alike.
 * Each page starts with a recorder of its script errors and unhandled rejections (RECORDER), kept
 * in sessionStorage so that one raised by a page as it is left is read on the next; and a test
 * may have some files served slowly (`slow`), as on a slow connection. WebDriver, which drives
 * WebKit, has no way to run a script before a page's own or to hold a response: this does it for
 * the three engines the same way.
 */
import { createHash } from 'node:crypto';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const ERRORS_KEY = 'engine-test-errors';

/** Records each script error and unhandled rejection of the page, with its message. */
const RECORDER = `(() => {
  const record = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]');
      list.push(location.pathname + ': ' + text);
      sessionStorage.setItem('${ERRORS_KEY}', JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (event) => { if (event.error !== undefined || event.message) record('error ' + event.message); });
  addEventListener('unhandledrejection', (event) => record('unhandled rejection ' + (event.reason && event.reason.message || event.reason)));
})();`;
const RECORDER_HASH = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

/** The page's policy allowing the recorder too (the header's; the page's own meta policy comes after the recorder, so does not apply to it). */
const allowRecorder = (policy: string) => policy.replace(/script-src /, `script-src ${RECORDER_HASH} `);

export interface Proxy {
  url: string;
  /** Serves the files whose address matches `pattern` `ms` later, until `fast()`. */
  slow(pattern: RegExp, ms: number): void;
  fast(): void;
  close(): Promise<void>;
}

export async function startProxy(upstream: string): Promise<Proxy> {
  const target = new URL(upstream);
  let slowly: { pattern: RegExp; ms: number } | undefined;

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, host: target.host };
    // Uncompressed, so that a page can be read and written; the browser is on the same machine.
    delete headers['accept-encoding'];
    const out = request({ hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head>/i, `<head><script>${RECORDER}</script>`);
        const policy = answer.headers['content-security-policy'];
        const sent: Record<string, string | string[] | undefined> = { ...answer.headers, 'content-length': String(Buffer.byteLength(html)) };
        if (typeof policy === 'string') sent['content-security-policy'] = allowRecorder(policy);
        res.writeHead(answer.statusCode ?? 502, sent);
        res.end(html);
      });
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const rule = slowly;
    // The server's pace, not a test's wait: the test waits for what the page does meanwhile.
    if (rule && rule.pattern.test(req.url ?? '')) setTimeout(() => pass(req, res), rule.ms);
    else pass(req, res);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    slow: (pattern, ms) => (slowly = { pattern, ms }),
    fast: () => (slowly = undefined),
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
