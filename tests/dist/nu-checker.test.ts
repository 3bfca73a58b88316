/**
 * Valid HTML by the reference checker: the Nu HTML Checker (vnu-jar, the W3C validator's engine)
 * reports no error on any page the build writes, in every language, the not-found pages and the
 * CMS's page included. html-validate (html.test.ts) checks the same pages by its own rules; the
 * Nu checker is the one browsers' makers and the W3C hold HTML to. It is a Java program, run
 * once over all pages; scripts/test.mjs finds or installs a Java runtime (JAVA_PATH).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '../support/site';

// The package's export is the jar's path (a String object).
const VNU = String(createRequire(import.meta.url)('vnu-jar'));

interface Message {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

const errorsByPage = new Map<string, string[]>();

beforeAll(() => {
  const java = process.env['JAVA_PATH'] || 'java';
  // The checker writes its report to stderr, and exits with 1 when it found errors.
  let report = '';
  try {
    execFileSync(java, ['-jar', VNU, '--errors-only', '--format', 'json', ...files.map((file) => join(DIST, file))], {
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    report = String((error as { stderr?: Buffer }).stderr ?? '');
    if (!report.trim().startsWith('{')) throw error;
  }
  const messages = report ? ((JSON.parse(report) as { messages: Message[] }).messages ?? []) : [];
  for (const message of messages) {
    const page = message.url?.startsWith('file:') ? relative(DIST, fileURLToPath(message.url)) : '(the checker itself)';
    const line = `${page}:${message.lastLine ?? '?'} ${message.message}${message.extract ? ` (${message.extract.replace(/\s+/g, ' ').trim()})` : ''}`;
    errorsByPage.set(page, [...(errorsByPage.get(page) ?? []), line]);
  }
}, 600_000);

describe('the Nu HTML Checker', () => {
  it('checks pages of every kind', () => {
    expect(files).toEqual(expect.arrayContaining(['index.html', 'de/404.html', 'fr/portfolio/404.html', 'admin.html']));
    // Errors of no page are the checker's own (a file it could not read): they fail here.
    const elsewhere = [...errorsByPage].filter(([page]) => !files.includes(page)).flatMap(([, errors]) => errors);
    expect(elsewhere, elsewhere.join('\n')).toEqual([]);
  });

  it.each(files)('finds no error on %s', (file) => {
    const errors = errorsByPage.get(file) ?? [];
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
