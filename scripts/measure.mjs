/** What the measure:… scripts share: the --runs flag, free ports, waiting for a server, medians. */
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

/** `--runs N` from the command line, else `fallback`. */
export function runsFlag(fallback = 5) {
  const at = process.argv.indexOf('--runs');
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers below 500, within `ms`. */
export async function waitFor(url, init, ms = 300_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    try {
      if ((await fetch(url, init)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** "median 123 ms (runs: …)" */
export const medianText = (values) => `median ${Math.round(median(values))} ms (runs: ${values.map((v) => Math.round(v)).join(', ')})`;
