/**
 * `node scripts/compare-builds.mjs <before> <after>`: how two builds of the site differ, for a
 * change that should leave the pages as they are except where intended (a refactoring). Lists the
 * files only one build has, then every kind of change to the pages' HTML, feeds and data, each
 * with the number of files it occurs in and one of them, most frequent first.
 *
 * Differences no visitor sees are left out: the hashes in asset names and in the security
 * policy, Astro's per-build island ids and scoped-style classes, and the random salt and nonce
 * of the investors' sealed content. Each tag and each text stands
 * on a line of its own, and git compares the two trees, so a change is named by the lines it
 * removes (-) and adds (+).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/compare-builds.mjs <before-dist> <after-dist>');
  process.exit(2);
}

const TEXT = /\.(html|xml|json|txt)$/;

/** @param {string} root */
const filesOf = (root) => readdirSync(root, { recursive: true, withFileTypes: true }).filter((f) => f.isFile() && !f.parentPath.includes('_astro')).map((f) => relative(root, join(f.parentPath, f.name)));

/** One tag or text per line, with what changes from build to build made alike. @param {string} text */
export function normalize(text) {
  return text
    .replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}(\.\w+)/g, '$1$2')
    .replace(/(\/_astro\/[\w.-]+?)_[\w-]+(\.(?:avif|webp|jpg|png))/g, '$1$2')
    .replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'sha$1-…'")
    .replace(/\b(uid|component-url|renderer-url|before-hydration-url)="[^"]*"/g, '$1="…"')
    .replace(/\bdata-astro-cid-\w+/g, 'data-astro-cid')
    .replace(/\bdata-(salt|iv|sealed)="[^"]*"/g, 'data-$1="…"')
    .replace(/\bastro-\w{8}\b/g, 'astro-…')
    .replace(/>\s*</g, '>\n<')
    .replace(/>([^<\n]+)</g, '>\n$1\n<');
}

const work = mkdtempSync(join(tmpdir(), 'compare-builds-'));
try {
  const sides = { before, after };
  const lists = Object.fromEntries(Object.entries(sides).map(([side, root]) => [side, new Set(filesOf(root))]));
  for (const [side, root] of Object.entries(sides)) {
    for (const file of lists[side]) {
      if (!TEXT.test(file)) continue;
      const target = join(work, side, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, normalize(readFileSync(join(root, file), 'utf8')));
    }
  }
  const onlyIn = (a, b) => [...lists[a]].filter((f) => !lists[b].has(f)).sort();
  for (const [a, b] of [['before', 'after'], ['after', 'before']]) {
    const files = onlyIn(a, b);
    console.log(`\nOnly ${a} (${files.length}):${files.length ? '\n  ' + files.join('\n  ') : ''}`);
  }

  let diff = '';
  try {
    execFileSync('git', ['diff', '--no-index', '--no-color', '--unified=0', 'before', 'after'], { cwd: work, maxBuffer: 1 << 30 });
  } catch (error) {
    // git diff exits with 1 when the trees differ.
    diff = String(/** @type {{ stdout?: Buffer }} */ (error).stdout ?? '');
  }
  /** @type {Map<string, { files: Set<string>, example: string }>} */
  const kinds = new Map();
  let file = '';
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ') || line.startsWith('--- ')) {
      if (line.startsWith('+++ b/after/')) file = line.slice('+++ b/after/'.length);
      else if (line.startsWith('--- a/before/')) file = line.slice('--- a/before/'.length);
      continue;
    }
    if (!/^[+-]/.test(line)) continue;
    // A change is known by its kind: the text of a line with its words' details left out.
    const kind = line.length > 160 ? `${line.slice(0, 157)}…` : line;
    const known = kinds.get(kind) ?? { files: new Set(), example: file };
    known.files.add(file);
    kinds.set(kind, known);
  }
  const sorted = [...kinds].sort((a, b) => b[1].files.size - a[1].files.size);
  console.log(`\nChanged lines (${sorted.length} kinds), in how many files, with one of them:`);
  for (const [kind, { files, example }] of sorted) console.log(`${String(files.size).padStart(5)}  ${kind}    [${example}]`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
