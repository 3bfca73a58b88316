/** Every content file is in the form the CMS writes, so a save shows as the lines the editor changed. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { formats, parseFrontmatter, toFrontmatter, toYaml } from '../../admin/formats';
import { canonicalForm, formOrder, isSingleFile } from '../../admin/content-files';
import { splitLocaleFile } from '@/model/files';

const contentFiles = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ya?ml|md)$/.test(f))
  .map((f) => join('content', f));

const changedLines = (a: string, b: string) => {
  const x = a.split('\n');
  const y = b.split('\n');
  return { removed: x.filter((line) => !y.includes(line)), added: y.filter((line) => !x.includes(line)) };
};

describe('every content file, original and translation, is written back byte for byte', () => {
  test.each(contentFiles)('%s', (file) => {
    // A page or settings file holds every language; an entry of a folder is one file per language.
    expect(isSingleFile(file) || splitLocaleFile(file.slice(file.lastIndexOf('/') + 1)) !== undefined, 'named <file>.<language>.<extension>').toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(canonicalForm(file, text), 'in canonical form: npm run format:content').toBe(text);
  });
});

describe('a change rewrites that field only', () => {
  const text = readFileSync('content/properties/al-lago.en.yml', 'utf8');
  const data = parse(text) as Record<string, unknown>;
  const order = formOrder('content/properties/al-lago.en.yml');

  test('a new name changes one line', () => {
    const out = toYaml({ ...data, name: 'Al Lago Brissago' }, order);
    expect(changedLines(text, out)).toEqual({ removed: ['name: Al Lago'], added: ['name: Al Lago Brissago'] });
    expect(parse(out)).toEqual({ ...data, name: 'Al Lago Brissago' });
  });

  test('a nested change rewrites its own lines and keeps the others', () => {
    const advantages = { ...(data['locationAdvantages'] as object), amenities: 'Shops and cafés.' };
    const out = toYaml({ ...data, locationAdvantages: advantages }, order);
    expect(parse(out)).toEqual({ ...data, locationAdvantages: advantages });
    expect(out.slice(0, out.indexOf('locationAdvantages:'))).toBe(text.slice(0, text.indexOf('locationAdvantages:')));
    expect(changedLines(text, out).added).toEqual(['  amenities: Shops and cafés.']);
  });

  test('a field filled in for the first time goes where the form places it', () => {
    const { parcelNumber, ...rest } = data;
    const without = toYaml(rest, order);
    expect(without).not.toContain('parcelNumber');
    const back = toYaml({ ...rest, builtArea: 900, parcelNumber }, order);
    expect(Object.keys(parse(back) as object)).toEqual(order.filter((key) => key in data || key === 'builtArea'));
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
  const text = readFileSync('content/news/verbano-capital-opens-lugano-office.en.md', 'utf8');

  test('the body is the text after the front matter', () => {
    const data = parseFrontmatter(text);
    expect(String(data['body']).length).toBeGreaterThan(100);
    expect(text.endsWith(String(data['body']))).toBe(true);
  });

  test('a new title changes one line; the body stays as it was', () => {
    const data = parseFrontmatter(text);
    const out = toFrontmatter({ ...data, title: 'A new title' }, formOrder('content/news/verbano-capital-opens-lugano-office.en.md'));
    expect(changedLines(text, out).added).toEqual(['title: A new title']);
    expect(changedLines(text, out).removed).toHaveLength(1);
  });

  test('a new entry gets front matter and a body ending in a newline', () => {
    const out = toFrontmatter({ title: 'T', slug: 't', body: 'Text.' });
    expect(out).toBe('---\ntitle: T\nslug: t\n---\nText.\n');
    expect(parseFrontmatter(out)).toEqual({ title: 'T', slug: 't', body: 'Text.\n' });
  });
});

describe('a language with nothing written in it', () => {
  // Decap hands the format every language of an entry; one the editor never wrote in comes with
  // empty texts (a Markdown body of ''), and an empty text means no file at all.
  test.each([
    ['a Markdown entry', formats.frontmatter, { body: '' }],
    ['a Markdown entry with empty texts', formats.frontmatter, { title: '', excerpt: null, image: { alt: '' }, body: '' }],
    ['a YAML entry', formats.yaml, { description: '', keyFeatures: [] }],
  ])('%s is no file, never "{}"', (_, format, data) => {
    expect(format.toFile(data, [])).toBe('');
  });

  test('a translation with one text written is a file with that text', () => {
    expect(formats.frontmatter.toFile({ title: 'Baustart im Hafen', body: '' }, ['title'])).toBe('---\ntitle: Baustart im Hafen\n---\n');
  });
});

describe('a field typed into and cleared again', () => {
  test('is no key in the file, in a translation and in a group, not an empty text', () => {
    const german = formats.yaml.toFile({ name: 'Sorriso', seoDescription: '', image: { src: '', alt: '' }, features: ['Seeblick'] });
    expect(parse(german)).toEqual({ name: 'Sorriso', features: ['Seeblick'] });
    const article = formats.frontmatter.toFile({ title: 'Ein Titel', seoTitle: '', body: 'Text.' });
    expect(article).toBe('---\ntitle: Ein Titel\n---\nText.\n');
    const settings = formats.localized.toFile({ en: { tagline: 'Lake Maggiore', note: '' }, de: { tagline: '', note: '' } });
    expect(parse(settings)).toEqual({ en: { tagline: 'Lake Maggiore' } });
  });
});
