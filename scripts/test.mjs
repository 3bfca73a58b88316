/**
 * The whole test suite: unit tests, a production build, then the browser tests against it.
 * `npm test` runs this; `npm test -- --skip-build` reuses dist/ from an earlier build.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const skipBuild = process.argv.includes('--skip-build');
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CHROME_PATH: ensureChromium() };

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
if (!skipBuild) run('Production build', 'npx', ['astro', 'build']);
run('Browser tests', 'npx', ['vitest', 'run', '--project', 'e2e']);
