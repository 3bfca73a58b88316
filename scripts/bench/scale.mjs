/**
 * Whether a page costs the build the same however much content there is. In a temporary copy of
 * the working tree (./scratch.mjs) the site is built as it is, then with synthetic content added
 * at two sizes: a tenth, then all of FULL (company news items and properties, each in English,
 * German, Italian and French). Each synthetic entry is a copy of a real one (public ones only)
 * under a new address, name and date, so it has the real shape and the pictures the site already
 * has: the copy starts with the checkout's encoded pictures, and no build encodes a new one.
 *
 * A build has a fixed part (bundling, the CMS's page, the site as it is), so its cost per added
 * page is what it takes beyond the build of the site as it is, divided by the pages it adds, in
 * wall time and in processor time. Goal: at the full size at most MAX_RATIO times that of the
 * tenth; more means that something grows with the content for every page (a query of a whole
 * collection each page asks afresh). Each build starts without Astro's content store, so each
 * reads all its content. Peak memory is the resident memory of the build's processes.
 * BENCH_SCALE multiplies FULL (0.1 for a quick look).
 */
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { parseContentFile } from '../content-format.mjs';
import { builtFiles, copyPictureCache, scratchCopy, timedBuild } from './scratch.mjs';

export const name = 'scale';
export const description = 'build cost per page as content grows (synthetic news and properties)';

const FULL = { news: 2000, properties: 500 };
const FACTOR = Number(process.env.BENCH_SCALE ?? 1);
const MAX_RATIO = 1.5;
const LANGUAGES = ['en', 'de', 'it', 'fr'];
const DAY_MS = 24 * 60 * 60 * 1000;

const read = (file) => parseContentFile(file, readFileSync(file, 'utf8'));
const write = (file, { data, body }) => writeFileSync(file, body === undefined ? stringify(data) : `---\n${stringify(data)}---\n${body}`);

/** The public entries of a folder, each as its files by language. */
function originals(folder) {
  return readdirSync(folder)
    .filter((file) => /\.en\.(yml|md)$/.test(file))
    .map((file) => ({ base: file.replace(/\.en\.(yml|md)$/, ''), ext: file.split('.').pop() }))
    .map(({ base, ext }) => ({
      base,
      ext,
      // A language without a translation file stays without one in the copies.
      files: Object.fromEntries(LANGUAGES.map((lang) => [lang, join(folder, `${base}.${lang}.${ext}`)]).filter(([, file]) => existsSync(file)).map(([lang, file]) => [lang, read(file)])),
    }))
    .filter(({ files }) => files.en.data.investorsOnly !== true);
}

/**
 * Writes `count` copies of the entries of `collection`, in every language; `vary` gives copy n
 * its own address and name. Returns the files written.
 */
function generate(root, collection, count, vary) {
  const folder = join(root, 'content', collection);
  const models = originals(folder);
  const written = [];
  for (let n = 1; n <= count; n++) {
    const model = models[n % models.length];
    const base = `${model.base}-${n}`;
    for (const [lang, { data, body }] of Object.entries(model.files)) {
      const file = join(folder, `${base}.${lang}.${model.ext}`);
      write(file, { data: vary({ ...data }, { n, lang, slug: base }), body });
      written.push(file);
    }
  }
  return written;
}

/** Company news: address, headline and date of their own, one day apart going back from 2024. */
const newsItem = (data, { n, lang, slug }) => {
  if (lang === 'en') Object.assign(data, { slug, date: new Date(Date.UTC(2024, 0, 1) - n * DAY_MS).toISOString().slice(0, 10) });
  if (data.title) data.title = `${data.title} (${n})`;
  return data;
};

/** Properties: address, name and a position after the real ones. */
const property = (data, { n, lang, slug }) => {
  if (lang === 'en') Object.assign(data, { slug, order: 100 + n });
  if (data.name) data.name = `${data.name} ${n}`;
  return data;
};

/** Builds the copy as its content now is, each build reading all of it afresh. */
async function build(root) {
  rmSync(join(root, 'node_modules/.astro/data-store.json'), { force: true });
  const result = await timedBuild(root);
  return { ...result, ...builtFiles(root, result.log) };
}

const seconds = (ms) => (ms === undefined ? '—' : Number((ms / 1000).toFixed(1)));
const megabytes = (mb) => (mb === undefined ? '—' : Math.round(mb));

export async function run() {
  const copy = scratchCopy('bench-scale');
  try {
    copyPictureCache(copy.root);
    const sizes = [0.1, 1].map((share) => ({ news: Math.round(FULL.news * FACTOR * share), properties: Math.round(FULL.properties * FACTOR * share) }));
    // The first build of a copy does work that later ones skip (the fonts, Astro's generated
    // types): it is left out of the measures.
    await build(copy.root);
    const base = await build(copy.root);
    const row = (content, result, added) => ({
      content,
      pages: result.pages,
      'wall (s)': seconds(result.ms),
      'CPU (s)': seconds(result.cpuMs),
      'ms per page': Math.round(result.ms / result.pages),
      'ms per added page': added ? Number(added.wall.toFixed(1)) : '',
      'CPU ms per added page': added?.cpu === undefined ? '' : Number(added.cpu.toFixed(1)),
      'peak memory (MB)': megabytes(result.peakMb),
    });
    const rows = [row('the site as it is', base)];
    const perAdded = [];
    let written = [];
    for (const size of sizes) {
      for (const file of written) unlinkSync(file);
      written = [...generate(copy.root, 'news', size.news, newsItem), ...generate(copy.root, 'properties', size.properties, property)];
      const result = await build(copy.root);
      const pages = result.pages - base.pages;
      const added = { wall: (result.ms - base.ms) / pages, cpu: result.cpuMs === undefined ? undefined : (result.cpuMs - base.cpuMs) / pages };
      perAdded.push(added);
      rows.push(row(`+${size.news} news, +${size.properties} properties`, result, added));
    }
    console.table(rows);
    const [small, large] = perAdded;
    const wallRatio = large.wall / small.wall;
    const cpuRatio = large.cpu === undefined ? undefined : large.cpu / small.cpu;
    // Processor time, where there is a figure of it, is what the goal holds: other work on the
    // machine stretches the wall time of one build more than another's.
    const ratio = cpuRatio ?? wallRatio;
    console.log(`Cost per added page at the full size against a tenth: ${cpuRatio === undefined ? '' : `${cpuRatio.toFixed(2)}× in processor time, `}${wallRatio.toFixed(2)}× in wall time (goal: at most ${MAX_RATIO}×).`);
    return ratio > MAX_RATIO ? [`build cost per page grows with the content: ${ratio.toFixed(2)}× at ten times the content, budget ${MAX_RATIO}×`] : [];
  } finally {
    copy.remove();
  }
}
