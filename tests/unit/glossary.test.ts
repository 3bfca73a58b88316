/**
 * The glossary's decisions hold in every translation: a word docs/glossary.md rejects for a
 * language appears nowhere in that language's content or interface strings, and German has no ß.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isSingleFile } from '../../admin/content-files';
import { splitLocaleFile } from '@/model/files';

const TRANSLATED = ['de', 'it', 'fr'] as const;
type Language = (typeof TRANSLATED)[number];

const glossary = readFileSync('docs/glossary.md', 'utf8');

const cellsOf = (row: string) => row.slice(1, -1).split('|').map((cell) => cell.trim());

/** The rows of the first table after a heading of the glossary (header and rule left out). */
function tableAfter(heading: string): string[][] {
  const lines = glossary.slice(glossary.indexOf(`\n## ${heading}\n`)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start + 2, end === -1 ? undefined : end).map(cellsOf);
}

const rejected = tableAfter('Words we do not write').map(([language = '', word = '', instead = '']) => ({ language, word, instead }));

/** A word found whole (not inside a longer word), in any case, across line breaks and indentation. */
function wordPattern(word: string): RegExp {
  const body = word.split(/\s+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Every string inside a parsed YAML or JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** What a language's visitors read: its translation files, its part of each single file, its UI strings. */
function textsOf(language: Language): { file: string; text: string }[] {
  const contentFiles = readdirSync('content', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ya?ml|md)$/.test(f))
    .map((f) => join('content', f));
  const translations = contentFiles
    .filter((file) => splitLocaleFile(basename(file))?.locale === language)
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const singles = contentFiles
    .filter(isSingleFile)
    .map((file) => ({ file: `${file} (${language}:)`, text: strings((parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[language]).join('\n') }));
  const interfaceStrings = readdirSync(join('src/i18n', language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => join('src/i18n', language, f))
    .map((file) => ({ file, text: strings(JSON.parse(readFileSync(file, 'utf8'))).join('\n') }));
  return [...translations, ...singles, ...interfaceStrings];
}

/** Each language's texts, read once for every check of that language. */
const TEXTS = Object.fromEntries(TRANSLATED.map((language) => [language, textsOf(language)])) as Record<Language, { file: string; text: string }[]>;

describe('the glossary’s table of rejected words', () => {
  it('names words for each translated language', () => {
    for (const language of TRANSLATED) expect(rejected.filter((r) => r.language === language).length, language).toBeGreaterThan(0);
    expect(rejected.filter((r) => !(TRANSLATED as readonly string[]).includes(r.language) || !r.word || !r.instead)).toEqual([]);
  });

  it('finds a word whole, in any case, across a line break, and not inside a longer word', () => {
    expect(wordPattern('Leiterin International').test('Sophie Marxer, Leiterin International;')).toBe(true);
    expect(wordPattern('Leiterin International').test('Sophie Marxer, Leiterin Internationales Geschäft')).toBe(false);
    expect(wordPattern('gestione degli attivi').test('Una gestione attiva, la gestione degli\n  attivi')).toBe(true);
    expect(wordPattern('particella').test('Particella n. 12')).toBe(true);
    expect(wordPattern('mln').test('CHF 50 mio.')).toBe(false);
  });

  it('is not contradicted by the glossary’s own term tables', () => {
    const columns: Record<string, Language> = { Deutsch: 'de', Italiano: 'it', Français: 'fr' };
    const tables = glossary
      .split(/\n(?=\| English \|)/)
      .slice(1)
      .map((part) => part.split('\n'))
      .map((lines) => lines.slice(0, lines.findIndex((line) => !line.startsWith('|'))));
    const contradictions = tables.flatMap((lines) => {
      const header = cellsOf(lines[0]!);
      return lines.slice(2).flatMap((line) => {
        const cells = cellsOf(line);
        return header.flatMap((name, i) =>
          rejected.filter((r) => r.language === columns[name] && wordPattern(r.word).test(cells[i] ?? '')).map((r) => `${cells[0]}: ${r.word}`),
        );
      });
    });
    expect(tables.length).toBeGreaterThan(3);
    expect(contradictions).toEqual([]);
  });
});

describe.each(TRANSLATED)('every %s text of the site', (language) => {
  const texts = TEXTS[language];

  it('is read from content files, single files and interface strings', () => {
    expect(texts.some((t) => t.file.startsWith('content/people/'))).toBe(true);
    expect(texts.some((t) => t.file.endsWith(`(${language}:)`) && t.text.length > 0)).toBe(true);
    expect(texts.some((t) => t.file.startsWith(`src/i18n/${language}/`))).toBe(true);
  });

  it('avoids the words the glossary rejects', () => {
    const found = texts.flatMap(({ file, text }) =>
      rejected.filter((r) => r.language === language && wordPattern(r.word).test(text)).map((r) => `${file}: “${r.word}”, write “${r.instead}”`),
    );
    expect(found).toEqual([]);
  });
});

describe('German', () => {
  it('is written without ß, as Swiss German is', () => {
    expect(TEXTS.de.filter(({ text }) => text.includes('ß')).map(({ file }) => file)).toEqual([]);
  });
});
