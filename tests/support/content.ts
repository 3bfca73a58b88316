/** The content files as the tests read them, so assertions follow what editors write. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { parse, stringify } from 'yaml';
import { splitFrontmatter } from '@/model/format';

export const CONTENT = 'content';

// Content files are free-form to the tests: each test reads only the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above: any field, any shape
export type Data = Record<string, any>;

/** A YAML content file; for a page or settings file, which holds every language, its English part. */
export function readYaml(path: string): Data {
  const data = parse(readFileSync(join(CONTENT, path), 'utf8')) as Data;
  return path.startsWith('pages/') || path.startsWith('settings/') ? (data['en'] as Data) : data;
}

/** A Markdown file's front matter and body. */
function readMarkdown(path: string): { data: Data; body: string } {
  const { data, body } = splitFrontmatter(readFileSync(join(CONTENT, path), 'utf8'));
  if (Object.keys(data).length === 0) throw new Error(`${path} has no front matter`);
  return { data: data as Data, body };
}

/** Every entry of a folder collection (its English original), parsed. */
export function readFolder(folder: string): { file: string; data: Data; body: string }[] {
  return readdirSync(join(CONTENT, folder))
    .filter((f) => /\.en\.(ya?ml|md)$/.test(f))
    .sort()
    .map((file) => {
      const path = `${folder}/${file}`;
      return file.endsWith('.md') ? { file, ...readMarkdown(path) } : { file, data: readYaml(path), body: '' };
    });
}

/** The English entries of a folder collection, in the editors' order (their `order` field). */
export const inOrder = (folder: string): Data[] =>
  readFolder(folder)
    .map((entry) => entry.data)
    .sort((a, b) => a['order'] - b['order']);

/**
 * The first English entry of a folder collection that has what a test needs (`has`, said in
 * `what`), so that the test follows the content rather than one entry's name.
 */
export function entryWith(folder: string, what: string, has: (data: Data) => boolean): Data {
  const found = readFolder(folder).find(({ data }) => has(data))?.data;
  if (!found) throw new Error(`No entry of ${CONTENT}/${folder} is ${what}.`);
  return found;
}

/** A public project with every part a project page can show: gallery, phases, completed vision and amounts. */
export const fullProject = () =>
  entryWith(
    'projects',
    'a public project with a gallery, phases, a completed vision and amounts',
    (p) => !p['investorsOnly'] && p['gallery']?.length > 2 && p['developmentProject']?.['phases']?.length > 2 && p['finalVision'] && p['developmentProject']['investment'] !== undefined && p['assetValue'] !== undefined && p['postDevelopmentValue'] !== undefined,
  );

/**
 * The picture a page shares (its og:image): its own photograph when it has one, else the site's
 * sharing image, as the layout chooses (src/components/layout/Head.astro).
 */
export const sharedImage = (image: { src: string } | undefined): string => image?.src ?? String(readYaml('settings/site.yml')['ogImage'].src);

/** Text as the browser shows it: Markdown emphasis removed, typographic quotes made plain, white space collapsed. */
export const plain = (text: string) =>
  text
    .replace(/[*_`]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A copy of the content translated into Italian only, in a folder of its own: German and French
 * files and parts removed, every property's Italian file removed but Al Lago's, which translates
 * its name and summary alone. Removed after the test file.
 */
export function italianOnlyContent(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(CONTENT, join(root, CONTENT), { recursive: true });
  for (const file of readdirSync(join(root, CONTENT), { recursive: true, encoding: 'utf8' })) {
    const path = join(root, CONTENT, file);
    if (/\.(de|fr)\.(yml|md)$/.test(file)) unlinkSync(path);
    else if (/^(pages|settings)\/[^/]+\.yml$/.test(file)) {
      const { de: _de, fr: _fr, ...rest } = parse(readFileSync(path, 'utf8')) as Data;
      writeFileSync(path, stringify(rest));
    }
  }
  for (const name of readdirSync(join(root, 'content/properties'))) if (name.endsWith('.it.yml')) unlinkSync(join(root, 'content/properties', name));
  writeFileSync(join(root, 'content/properties/al-lago.it.yml'), 'name: Al Lago\nsummary: Un fondo in riva al lago a Brissago.\n');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}
