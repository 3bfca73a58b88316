/**
 * Rewrites content files in the canonical form the CMS writes (admin/content-files.ts), so a file
 * written by hand or by a translator saves unchanged in /admin. `--check` only lists the files
 * that differ and fails if there are any.
 *
 *   npm run format:content [-- --check] [content/news/x.de.md …]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

const { module } = await runnerImport(join(root, 'admin/content-files.ts'), {
  root,
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': join(root, 'src') } },
});

const files = named.length > 0
  ? named
  : readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|md)$/.test(f)).map((f) => join('content', f));

const differing = [];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const canonical = module.canonicalForm(file, text);
  if (canonical === text) continue;
  differing.push(file);
  if (!check) writeFileSync(join(root, file), canonical);
}
console.log(differing.length === 0 ? `${files.length} files in canonical form.` : `${check ? 'Not in canonical form' : 'Rewritten'}: ${differing.join(', ')}`);
if (check && differing.length > 0) process.exit(1);
