/**
 * The whole test suite: type check, lint, dead code (knip), unit tests, a production build, then
 * the browser tests against it (HTML validation among them) side by side with the CMS tests
 * (Chromium driving /admin under `npm run dev` in a temporary copy of the repository).
 * `--skip-build` reuses dist/ from an earlier build; `--e2e-only` runs only the browser tests.
 *
 * The browser and CMS tests run at once because neither keeps both cores busy: the CMS tests
 * wait on the dev server, the CMS backend and git for about a quarter of their time. The browser
 * tests' output comes as it happens; the CMS tests' output is held until the browser tests end,
 * so the two never interleave.
 */
import { spawn, spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const skipBuild = e2eOnly || process.argv.includes('--skip-build');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CHROME_PATH: ensureChromium() };
// The build encrypts investors-only content with this password and the browser tests log in with
// it; a machine without one gets a password that exists only for the tests.
env.INVESTOR_PASSWORD ||= 'test-only-investor-password';

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Starts a stage in the background. Its output goes to the terminal as it comes, or, when `held`,
 * is kept until `release()`. `done` resolves to whether the stage passed, once its output is shown.
 */
function start(label, command, args, { held = false } = {}) {
  // Piped output is not a terminal; keep the colours a terminal would show.
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) } });
  let kept = held ? [] : undefined;
  const show = (stream, chunk) => (kept ? kept.push([stream, chunk]) : stream.write(chunk));
  show(process.stdout, `\n▶ ${label}\n`);
  child.stdout.on('data', (chunk) => show(process.stdout, chunk));
  child.stderr.on('data', (chunk) => show(process.stderr, chunk));
  const closed = new Promise((resolve) => child.once('close', resolve));
  const shown = Promise.withResolvers();
  if (!held) shown.resolve();
  const done = Promise.all([closed, shown.promise]).then(([code]) => {
    if (code !== 0) console.error(`✖ ${label} failed`);
    return code === 0;
  });
  function release() {
    for (const [stream, chunk] of kept ?? []) stream.write(chunk);
    kept = undefined;
    shown.resolve();
  }
  return { done, release };
}

if (!e2eOnly) {
  run('Type check', 'npx', ['astro', 'check', '--minimumFailingSeverity', 'warning']);
  run('Lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
  run('Dead code', 'npx', ['knip', '--no-progress']);
  run('Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
}
if (!skipBuild) run('Production build', 'npx', ['astro', 'build']);
const browser = start('Browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']);
const cms = e2eOnly ? undefined : start('CMS tests', 'npx', ['vitest', 'run', '--project', 'cms'], { held: true });
const browserPassed = await browser.done;
cms?.release();
const cmsPassed = (await cms?.done) ?? true;
if (!browserPassed || !cmsPassed) process.exit(1);
