/**
 * The whole test suite: type check, lint, dead code (knip), unit tests, a production build, the
 * browser tests against it (HTML validation among them), then the CMS tests (Chromium driving
 * /admin under `npm run dev` in a temporary copy of the repository).
 * `--skip-build` reuses dist/ from an earlier build; `--e2e-only` runs only the browser tests.
 */
import { spawnSync } from 'node:child_process';
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

if (!e2eOnly) {
  run('Type check', 'npx', ['astro', 'check', '--minimumFailingSeverity', 'warning']);
  run('Lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
  run('Dead code', 'npx', ['knip', '--no-progress']);
  run('Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
}
if (!skipBuild) run('Production build', 'npx', ['astro', 'build']);
run('Browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']);
if (!e2eOnly) run('CMS tests', 'npx', ['vitest', 'run', '--project', 'cms']);
