/**
 * The whole test suite, in stages; it stops after the first stage that fails:
 *
 *   checks  type check, lint, dead code (knip) and the unit tests, side by side
 *   build   the production build (dist/)
 *   dist    checks that read the build's files in Node: every page, no browser (tests/dist)
 *   e2e     Chromium against the build served by nginx with site.nginx.conf (tests/e2e)
 *   engines the behaviour tests in Chromium, Firefox and WebKit, against the same server (tests/engines)
 *   cms     Chromium driving /admin under `npm run dev` in temporary copies, two files at a time (tests/cms)
 *
 * `--only e2e` (or `--only dist,e2e`) runs the stages named; files named after it go to the stage
 * whose folder holds them (`npm test -- --only e2e tests/e2e/top-bar.test.ts`). `--skip-build` reuses dist/ from an earlier
 * build; `--e2e-only` is `--only e2e`. Each stage's wall time and the machine's processor time
 * during it are printed at the end.
 *
 * The type check, eslint, knip and the unit tests' longest file each keep one core busy, so they
 * run side by side, each line of their output led by the step's name: 46 s instead of 59 s one
 * after the other. The browser tests keep both cores busy; the CMS tests, run beside them, took
 * five times as long (the round trip 883 s instead of 175 s) and three of its saves failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ensureChromium } from './chromium.mjs';
import { ensureEngines } from './engines.mjs';
import { ensureJava } from './java.mjs';
import { ensureNginx } from './nginx.mjs';

const STAGES = ['checks', 'build', 'dist', 'e2e', 'engines', 'cms'];

/** The stages asked for, and the files to hand to vitest. */
function parseArguments(args) {
  const only = [];
  const files = [];
  let skipBuild = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--only') only.push(...(args[++i] ?? '').split(','));
    else if (arg.startsWith('--only=')) only.push(...arg.slice('--only='.length).split(','));
    else if (arg === '--e2e-only') only.push('e2e');
    else if (arg === '--skip-build') skipBuild = true;
    else files.push(arg);
  }
  const unknown = only.filter((stage) => !STAGES.includes(stage));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.join(', ')}.`);
    process.exit(2);
  }
  const chosen = only.length > 0 ? STAGES.filter((stage) => only.includes(stage)) : STAGES.filter((stage) => !(skipBuild && stage === 'build'));
  // Files named: only the test stages whose folder holds one of them run.
  const holdsFile = (stage) => !['dist', 'e2e', 'engines', 'cms'].includes(stage) || files.some((file) => file.startsWith(`tests/${stage}/`));
  return { stages: files.length > 0 ? chosen.filter(holdsFile) : chosen, files };
}

const { stages, files } = parseArguments(process.argv.slice(2));
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
if (stages.some((stage) => ['e2e', 'engines', 'cms'].includes(stage))) env.CHROME_PATH = ensureChromium();
// Firefox and WebKit, found or installed; the tests of one that cannot be had are skipped.
if (stages.includes('engines')) ensureEngines();
// The build checks run the Nu HTML Checker, a Java program.
if (stages.includes('dist')) env.JAVA_PATH = ensureJava();
// The browser tests use nginx where it can be had; without it they say so and use the static server.
if (stages.some((stage) => stage === 'e2e' || stage === 'engines') && !env.NGINX_PATH && env.E2E_SERVER !== 'static') env.NGINX_PATH = ensureNginx();
if (!env.NGINX_PATH) delete env.NGINX_PATH;
// The build encrypts investors-only content with this password and the browser tests log in with
// it; a machine without one gets a password that exists only for the tests.
env.INVESTOR_PASSWORD ||= 'test-only-investor-password';

const vitest = (project) => ['npx', ['vitest', 'run', '--project', project, ...files.filter((file) => file.startsWith(`tests/${project}/`))]];
const STEPS = {
  check: ['Type check', 'npx', ['astro', 'check', '--minimumFailingSeverity', 'warning']],
  lint: ['Lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  knip: ['Dead code', 'npx', ['knip', '--no-progress']],
  unit: ['Unit tests', ...vitest('unit')],
  build: ['Production build', 'npx', ['astro', 'build']],
  dist: ['Build checks', ...vitest('dist')],
  e2e: ['Browser tests', ...vitest('e2e')],
  engines: ['Behaviour in Chromium, Firefox and WebKit', ...vitest('engines')],
  cms: ['CMS tests', ...vitest('cms')],
};

/**
 * Processor time the whole machine spent, in seconds (0 where /proc is missing): every process,
 * not only this one's children. The browsers' page processes are forked by a helper of Chromium
 * that nobody waits for, so a child-time count (cutime) missed most of their work and showed the
 * browser tests at under one busy core while both were busy. On a machine running nothing else,
 * this is what the suite costs.
 */
function machineCpuSeconds() {
  if (!existsSync('/proc/stat')) return 0;
  // user, nice, system, idle, iowait, irq, softirq, …: all but idle and iowait are work.
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

const timings = [];
async function timed(stage, run) {
  const start = { wall: performance.now(), cpu: machineCpuSeconds() };
  await run();
  timings.push([stage, (performance.now() - start.wall) / 1000, machineCpuSeconds() - start.cpu]);
}

function report() {
  if (timings.length === 0) return;
  console.log("\nstage     wall      processor (the machine's)   cores busy");
  for (const [stage, wall, cpu] of timings) console.log(`${stage.padEnd(9)} ${`${wall.toFixed(0)} s`.padStart(6)}    ${`${cpu.toFixed(0)} s`.padStart(6)}                    ${(cpu / wall).toFixed(1)}`);
}

function fail(label, status) {
  report();
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

for (const stage of stages) {
  if (stage === 'checks') await timed(stage, () => together([STEPS.check, STEPS.lint, STEPS.knip, STEPS.unit]));
  else await timed(stage, async () => run(STEPS[stage]));
}
report();
