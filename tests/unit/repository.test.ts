/**
 * Habits of the code base that a reviewer would otherwise have to catch by eye: the code explains
 * itself without documents kept outside the repository, and tests wait for a state instead of
 * sleeping or retrying.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts|mjs|js|astro|css|json|ya?ml)$/.test(file))
    .map((file) => join(folder, file));
}

const code = ['src', 'admin', 'scripts', 'tests'].flatMap(sources);
const testFiles = code.filter((file) => file.startsWith('tests/'));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the repository', () => {
  it('has code to read', () => {
    expect(code.length).toBeGreaterThan(100);
    expect(testFiles.length).toBeGreaterThan(30);
  });

  it('cites no document that lives outside it', () => {
    // The product specification and design notes are not part of the repository; what matters
    // of them is said in the code or in docs/.
    const outside = /\bSPEC\b|SPEC\.md|DESIGN\.md|DESIGN "|shared\/media/;
    expect(code.filter((file) => file !== 'tests/unit/repository.test.ts' && outside.test(read(file)))).toEqual([]);
  });

  it('has tests that neither sleep nor retry', () => {
    const habits = /waitForTimeout\(|\bretry:\s*\d|setTimeout\(resolve/;
    expect([...testFiles, 'vitest.config.ts'].filter((file) => file !== 'tests/unit/repository.test.ts' && habits.test(read(file)))).toEqual([]);
  });
});
