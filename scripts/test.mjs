/**
 * The whole test suite: type check, lint, dead code (knip) and the unit tests side by side, a
 * production build, the browser tests against it (HTML validation among them), then the CMS
 * tests (Chromium driving /admin under `npm run dev` in a temporary copy of the repository).
 * `--skip-build` reuses dist/ from an earlier build; `--e2e-only` runs only the browser tests.
 *
 * The type check, eslint, knip and the unit tests' longest file (one `astro sync` after another)
 * each keep one core busy, so they run side by side, each line of their output led by the step's
 * name: 46 s instead of 59 s one after the other. The browser tests keep both cores busy; the
 * CMS tests, run beside them, took five times as long (the round trip 883 s instead of 175 s)
 * and three of its saves failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureChromium } from './chromium.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const skipBuild = e2eOnly || process.argv.includes('--skip-build');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CHROME_PATH: ensureChromium() };
// The build encrypts investors-only content with this password and the browser tests log in with
// it; a machine without one gets a password that exists only for the tests.
env.INVESTOR_PASSWORD ||= 'test-only-investor-password';

const STEPS = {
  check: ['Type check', 'npx', ['astro', 'check', '--minimumFailingSeverity', 'warning']],
  lint: ['Lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  knip: ['Dead code', 'npx', ['knip', '--no-progress']],
  unit: ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  build: ['Production build', 'npx', ['astro', 'build']],
  e2e: ['Browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
  cms: ['CMS tests', 'npx', ['vitest', 'run', '--project', 'cms']],
};

function fail(label, status) {
  console.error(`✖ ${label} failed`);
  process.exit(status ?? 1);
}

function run([label, command, args]) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) fail(label, result.status);
}

/** Runs steps side by side; once all have ended, fails with the first that failed. */
async function together(steps) {
  const width = Math.max(...steps.map(([label]) => label.length));
  console.log(`\n▶ ${steps.map(([label]) => label).join(', ')}, side by side`);
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          for (const output of [child.stdout, child.stderr]) createInterface({ input: output }).on('line', (line) => console.log(`${label.padEnd(width)} │ ${line}`));
          child.on('close', (status) => {
            console.log(`${label.padEnd(width)} │ ${status === 0 ? '✔ passed' : `✖ ended with ${status}`}`);
            resolve({ label, status });
          });
        }),
    ),
  );
  const failed = results.find(({ status }) => status !== 0);
  if (failed) fail(failed.label, failed.status);
}

if (!e2eOnly) await together([STEPS.check, STEPS.lint, STEPS.knip, STEPS.unit]);
if (!skipBuild) run(STEPS.build);
run(STEPS.e2e);
if (!e2eOnly) run(STEPS.cms);
