/**
 * What the build and scale benchmarks share: a temporary copy of the working tree to build in, so
 * that the checkout's dist/ and its image cache are never touched, and a timed production build
 * of it with the peak memory of the build's processes.
 *
 * The copy's node_modules is a folder of links to the checkout's packages, not a link to the
 * folder itself: Astro's cache (its cacheDir, node_modules/.astro by default: the encoded
 * pictures, the content store, the fonts) and Vite's (node_modules/.vite) are then the copy's own,
 * empty until it builds, while no package is copied.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const CACHES = new Set(['.astro', '.vite']);

/** A copy of the working tree (tracked and new files, as they are now) in a temporary folder. */
export function scratchCopy(prefix) {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  for (const file of files) {
    // A file deleted but not yet committed is still listed.
    if (!existsSync(file)) continue;
    mkdirSync(join(root, dirname(file)), { recursive: true });
    cpSync(file, join(root, file));
  }
  const modules = realpathSync('node_modules');
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(modules)) if (!CACHES.has(name)) symlinkSync(join(modules, name), join(root, 'node_modules', name));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The checkout's encoded pictures, copied into a scratch copy so its builds encode only what is new. */
export function copyPictureCache(root) {
  const pictures = resolve('node_modules/.astro/assets');
  if (existsSync(pictures)) cpSync(pictures, join(root, 'node_modules/.astro/assets'), { recursive: true });
}

/** The processes under `pid` (itself included), from the parent of each process in /proc. */
function processTree(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The fields after the command name, which may itself hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * What /proc tells of a process: resident memory in kB, now (VmRSS) and its peak so far (VmHWM),
 * and the processor time in ms that it and its children it has waited for have used. The kernel
 * counts that time in ticks of 1/100 s (USER_HZ, 100 wherever Linux runs).
 */
const TICK_MS = 10;
function readProcess(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime, stime, cutime and cstime: the 14th to 17th fields, the 12th to 15th after the name.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 15).map(Number);
    return { now: field('VmRSS'), peak: field('VmHWM'), cpuMs: ticks.reduce((sum, t) => sum + t, 0) * TICK_MS };
  } catch {
    // The process ended between the list and this read.
    return { now: 0, peak: 0, cpuMs: 0 };
  }
}

/**
 * Watches the process tree under `pid` every SAMPLE_MS. Memory: the largest sum of the resident
 * memory of its processes, or the largest peak the kernel kept for one of them (VmHWM, which
 * catches what falls between two samples), whichever is larger. Processor time: the most the
 * tree had used by a sample, which misses at most the last SAMPLE_MS. Without /proc (not Linux)
 * there are no figures.
 */
const SAMPLE_MS = 250;
function watchProcesses(pid) {
  if (!existsSync('/proc/self/stat')) return { stop: () => ({}) };
  let peakKb = 0;
  let cpuMs = 0;
  const sample = () => {
    const figures = processTree(pid).map(readProcess);
    peakKb = Math.max(peakKb, figures.reduce((sum, f) => sum + f.now, 0), ...figures.map((f) => f.peak));
    cpuMs = Math.max(cpuMs, figures.reduce((sum, f) => sum + f.cpuMs, 0));
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakMb: peakKb / 1024, cpuMs };
    },
  };
}

/**
 * `astro build` in a scratch copy: resolves with its wall time in ms, the processor time of its
 * processes in ms (`cpuMs`) and their peak resident memory in MB (`peakMb`), both undefined
 * where they cannot be read, and its log, build-<n>.log in the copy, whose end is printed if the
 * build fails.
 */
let builds = 0;
export function timedBuild(root) {
  const log = join(root, `build-${++builds}.log`);
  const out = createWriteStream(log);
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', INVESTOR_PASSWORD: process.env.INVESTOR_PASSWORD || 'test-only-investor-password' };
  // Any FORCE_COLOR, even 0, turns the log's colours on.
  delete env.FORCE_COLOR;
  return new Promise((done, fail) => {
    const start = performance.now();
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const watch = watchProcesses(child.pid);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', fail);
    child.on('close', (code) => {
      const ms = performance.now() - start;
      const figures = watch.stop();
      out.end(() => {
        if (code === 0) return done({ ms, ...figures, log });
        const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
        fail(new Error(`astro build in ${root} failed (exit ${code}):\n${tail}`));
      });
    });
  });
}

/**
 * The pages of a build (its HTML files, the CMS's page and redirect pages included), and the
 * picture variants Astro wrote and how many of them it took from its cache, as its log counts
 * them ("(12/942)", "reused cache entry"); undefined if the log says otherwise.
 */
export function builtFiles(root, log) {
  const pages = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
  const text = stripVTControlCharacters(readFileSync(log, 'utf8'));
  const counted = [...text.matchAll(/\((\d+)\/(\d+)\)\s*$/gm)].at(-1);
  return { pages, pictures: counted ? Number(counted[2]) : undefined, reused: counted ? (text.match(/reused cache entry/g) ?? []).length : undefined };
}
