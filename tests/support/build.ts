/**
 * A production build other than the one under test, into its own directory, with settings of its
 * own (a build without the password, the whole-site lock, the CMS on Decap's in-memory backend).
 */
import { spawn } from 'node:child_process';

/**
 * The environment of `astro build` run by hand, without what the test runner sets for its own
 * modules: with its NODE_ENV ("test") and DEV ("1") the build saw import.meta.env.DEV on, and the
 * production /admin offered the local backend. Undefined values are left out of a child's environment.
 */
const AS_BY_HAND = { NODE_ENV: 'production', DEV: undefined, PROD: undefined, MODE: undefined, SSR: undefined, BASE_URL: undefined, TEST: undefined, VITEST: undefined };

/** Builds the site into `outDir` with `env` over this process's environment; resolves with the exit status and everything printed. */
export function buildSite(outDir: string, env: Record<string, string | undefined>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['astro', 'build', '--outDir', outDir], {
      env: { ...process.env, ...AS_BY_HAND, ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}
