/**
 * `npm run i18n:status` runs: it loads the site's TypeScript at run time, where the type check and
 * the dead-code check cannot see what it uses, so only running it proves it works.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/languages';

const status = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/i18n-status.mjs', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('npm run i18n:status', () => {
  it('reports every collection in each language it is asked for', () => {
    const { status: code, stdout, stderr } = status('--lang', 'de');
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^de: \d+ of \d+ entries complete, \d+ of \d+ texts translated, \d+ stale$/m);
    expect(stdout).toMatch(/^news\s+de\s/m);
    expect(stdout).not.toMatch(/^news\s+fr\s/m);
  }, 120_000);

  it('names the languages when asked for one the site does not have', () => {
    const { status: code, stderr } = status('--lang', 'es');
    expect(code).toBe(2);
    expect(stderr).toContain(
      LOCALES.filter((l) => l.code !== 'en')
        .map((l) => l.code)
        .join(', '),
    );
  }, 120_000);
});
