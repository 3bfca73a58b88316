/**
 * npm run i18n:status [-- --details] [-- --lang it]
 *
 * How far the content is translated: per collection and language, the entries translated in
 * full, in part or not at all, the texts translated and still English, and the texts whose
 * English original changed after the translation was last saved (stale). With --details, each
 * entry that is not complete is listed with the places of its missing and stale texts.
 *
 * Missing translations never fail anything: the site shows the English text, marked as English.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { contentFields } from './content-format.mjs';

const { values: options } = parseArgs({ options: { details: { type: 'boolean', default: false }, lang: { type: 'string' } } });
const root = process.cwd();
const load = async (path) => (await runnerImport(path, { configFile: false, root, logLevel: 'error', resolve: { tsconfigPaths: true } })).module;
const { translationStatus } = await load('/src/lib/content/translations.ts');
const { LOCALES, DEFAULT_LOCALE } = await load('/src/i18n/languages.ts');
const TRANSLATED_LOCALES = LOCALES.map((l) => l.code).filter((code) => code !== DEFAULT_LOCALE);

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
};

const valueAt = (data, path) => path.split('.').reduce((value, key) => (value == null ? undefined : value[key]), data);

/**
 * Translated texts whose English changed after the translation's last commit: the original as
 * it was then is compared with the original now, text by text.
 */
function staleTexts(status) {
  if (!status.exists || status.translated.length === 0) return [];
  if (git('status', '--porcelain', '--', status.file)?.trim()) return [];
  const commit = git('log', '-1', '--format=%H', '--', status.file)?.trim();
  if (!commit) return [];
  const then = git('show', `${commit}:${status.entry.file}`);
  if (then === undefined) return [];
  const original = contentFields(status.entry.file, then);
  // A page or settings file holds every language: its English is the `en` part.
  const before = status.file === status.entry.file ? (original.en ?? {}) : original;
  const now = status.entry.body === undefined ? status.entry.data : { ...status.entry.data, body: status.entry.body };
  return status.translated.filter((path) => JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(now, path)));
}

const locales = options.lang ? TRANSLATED_LOCALES.filter((l) => l === options.lang) : TRANSLATED_LOCALES;
if (locales.length === 0) {
  console.error(`Unknown language "${options.lang}". Languages: ${TRANSLATED_LOCALES.join(', ')}.`);
  process.exit(2);
}

const rows = new Map();
const details = [];
for (const status of translationStatus(root)) {
  if (!locales.includes(status.locale)) continue;
  const key = `${status.entry.collection}\t${status.locale}`;
  const row = rows.get(key) ?? { collection: status.entry.collection, locale: status.locale, complete: 0, partial: 0, none: 0, translated: 0, missing: 0, stale: 0 };
  const stale = staleTexts(status);
  row.translated += status.translated.length;
  row.missing += status.missing.length;
  row.stale += stale.length;
  if (status.translated.length === 0) row.none += 1;
  else if (status.missing.length > 0) row.partial += 1;
  else row.complete += 1;
  rows.set(key, row);
  if (status.missing.length > 0 || stale.length > 0) details.push({ status, stale });
}

const header = ['Collection', 'Language', 'Entries complete', 'partly', 'not translated', 'Texts translated', 'English', 'Stale'];
const table = [...rows.values()]
  .sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale) || a.collection.localeCompare(b.collection))
  .map((r) => [r.collection, r.locale, r.complete, r.partial, r.none, r.translated, r.missing, r.stale].map(String));
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
for (const r of table) console.log(line(r));

const totals = locales.map((locale) => {
  const mine = [...rows.values()].filter((r) => r.locale === locale);
  const sum = (k) => mine.reduce((n, r) => n + r[k], 0);
  const entries = sum('complete') + sum('partial') + sum('none');
  return `${locale}: ${sum('complete')} of ${entries} entries complete, ${sum('translated')} of ${sum('translated') + sum('missing')} texts translated, ${sum('stale')} stale`;
});
console.log(`\n${totals.join('\n')}`);

if (options.details) {
  for (const { status, stale } of details) {
    console.log(`\n${status.file} (${status.exists ? 'partly translated' : 'not translated'})`);
    if (status.missing.length > 0) console.log(`  English: ${status.missing.join(', ')}`);
    if (stale.length > 0) console.log(`  Stale (the English changed since): ${stale.join(', ')}`);
  }
}
