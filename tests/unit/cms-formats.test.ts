/** Saving in the CMS rewrites only what the editor changed. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { keptFormats, parseFrontmatter, patchYaml, toFrontmatter, toYaml } from '../../admin/formats';

const contentFiles = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ya?ml|md)$/.test(f))
  .map((f) => join('content', f));

const changedLines = (a: string, b: string) => {
  const x = a.split('\n');
  const y = b.split('\n');
  return { removed: x.filter((line) => !y.includes(line)), added: y.filter((line) => !x.includes(line)) };
};

describe('unchanged entries are written back byte for byte', () => {
  test.each(contentFiles)('%s', (file) => {
    const text = readFileSync(file, 'utf8');
    const formats = keptFormats(() => text);
    const format = file.endsWith('.md') ? formats.frontmatter : formats.yaml;
    expect(format.toFile(format.fromFile(text) as object)).toBe(text);
  });
});

describe('a change rewrites that field only', () => {
  const text = readFileSync('content/properties/al-lago.yml', 'utf8');
  const data = parse(text) as Record<string, unknown>;

  test('a new name changes one line', () => {
    const out = patchYaml(text, { ...data, name: 'Al Lago Brissago' });
    expect(changedLines(text, out)).toEqual({ removed: ['name: Al Lago'], added: ['name: Al Lago Brissago'] });
    expect(parse(out)).toEqual({ ...data, name: 'Al Lago Brissago' });
  });

  test('a nested change rewrites its top-level field and keeps the others', () => {
    const advantages = { ...(data['locationAdvantages'] as object), amenities: 'Shops and cafés.' };
    const out = patchYaml(text, { ...data, locationAdvantages: advantages });
    expect(parse(out)).toEqual({ ...data, locationAdvantages: advantages });
    expect(out.slice(0, out.indexOf('locationAdvantages:'))).toBe(text.slice(0, text.indexOf('locationAdvantages:')));
    expect(out.endsWith('investorsOnly: false\n')).toBe(true);
  });

  test('a field filled in for the first time goes where the form places it', () => {
    const { parcelNumber, ...rest } = data;
    const without = patchYaml(text, rest);
    expect(without).not.toContain('parcelNumber');
    const order = Object.keys(data);
    const back = patchYaml(without, { ...rest, builtArea: 900, parcelNumber }, order.toSpliced(order.indexOf('landArea') + 1, 0, 'builtArea'));
    expect(Object.keys(parse(back) as object)).toEqual(order.toSpliced(order.indexOf('landArea') + 1, 0, 'builtArea'));
  });

  test('a new file reads like the hand-written ones: long texts folded, lines up to 100 characters', () => {
    const out = toYaml({ name: 'Villa', description: 'word '.repeat(60).trim(), count: 3, date: '2025-03-15' });
    expect(out).toMatch(/^description: >-\n {2}word/m);
    expect(Math.max(...out.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(out).toContain('date: 2025-03-15');
    expect(parse(out)).toEqual({ name: 'Villa', description: 'word '.repeat(60).trim(), count: 3, date: '2025-03-15' });
  });
});

describe('Markdown with front matter', () => {
  const text = readFileSync('content/news/verbano-capital-opens-lugano-office.md', 'utf8');

  test('the body is the text after the front matter', () => {
    const data = parseFrontmatter(text);
    expect(String(data['body']).length).toBeGreaterThan(100);
    expect(text.endsWith(String(data['body']))).toBe(true);
  });

  test('a new title changes one line; the body stays as it was', () => {
    const data = parseFrontmatter(text);
    const out = toFrontmatter({ ...data, title: 'A new title' }, [], text);
    expect(changedLines(text, out).added).toEqual(['title: A new title']);
    expect(changedLines(text, out).removed).toHaveLength(1);
  });

  test('a new entry gets front matter and a body ending in a newline', () => {
    const out = toFrontmatter({ title: 'T', slug: 't', body: 'Text.' });
    expect(out).toBe('---\ntitle: T\nslug: t\n---\nText.\n');
    expect(parseFrontmatter(out)).toEqual({ title: 'T', slug: 't', body: 'Text.\n' });
  });
});
