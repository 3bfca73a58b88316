import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { investorsOnlyFiles, missingPasswordMessage, publicAttachments } from '../../src/integrations/investor-access';
import { isSiteLock } from '@/lib/auth/settings';

/** A folder of files for one test, removed when the test ends. */
function scratchFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'access-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the build check for investors-only content', () => {
  it('finds the seed entries marked investors-only', () => {
    const found = investorsOnlyFiles(join(process.cwd(), 'content')).map((file) => file.replace(`${process.cwd()}/`, ''));
    expect(found).toEqual(
      expect.arrayContaining([
        'content/projects/cannobio-antica-abbazia.en.yml',
        'content/reports/investment-outlook-2025.en.md',
        'content/reports/locarno-district-regional-study.en.md',
      ]),
    );
  });

  it('reads the flag only where it is the entry’s own field', () => {
    const dir = scratchFolder();
    mkdirSync(join(dir, 'reports'));
    writeFileSync(join(dir, 'reports/marked.md'), '---\ntitle: A\ninvestorsOnly: true\n---\nBody\n');
    writeFileSync(join(dir, 'reports/open.md'), '---\ntitle: B\ninvestorsOnly: false\n---\ninvestorsOnly: true\n');
    writeFileSync(join(dir, 'nested.yml'), 'phases:\n  - investorsOnly: true\n');
    writeFileSync(join(dir, 'entry.yml'), 'name: C\ninvestorsOnly: true # for the fund\n');
    expect(investorsOnlyFiles(dir).map((f) => f.slice(dir.length + 1))).toEqual(['entry.yml', 'reports/marked.md']);
  });

  it('names the entries and the variable to set', () => {
    const message = missingPasswordMessage(['content/projects/a.en.yml'], false);
    expect(message).toContain('INVESTOR_PASSWORD is not set');
    expect(message).toContain('content/projects/a.en.yml');
    expect(missingPasswordMessage([], true)).toContain('INVESTOR_SITE_LOCK');
  });

  it('switches the whole-site lock on with 1, true, yes or on', () => {
    expect(['1', 'true', 'YES', ' on '].map(isSiteLock)).toEqual([true, true, true, true]);
    expect(['', '0', 'false', undefined].map(isSiteLock)).toEqual([false, false, false, false]);
  });
});

describe('attachments of investors-only entries', () => {
  it('are refused, since files in public/ are served to anyone', () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'with-pdf.md'), '---\ninvestorsOnly: true\npdf: /downloads/outlook.pdf\n---\n');
    writeFileSync(join(dir, 'without.md'), '---\ninvestorsOnly: true\npdf: ""\n---\n');
    writeFileSync(join(dir, 'public.md'), '---\ninvestorsOnly: false\npdf: /downloads/public.pdf\n---\n');
    const marked = investorsOnlyFiles(dir);
    expect(publicAttachments(marked).map((f) => f.slice(dir.length + 1))).toEqual(['with-pdf.md']);
  });

  it('are none in the seed content', () => {
    expect(publicAttachments(investorsOnlyFiles(join(process.cwd(), 'content')))).toEqual([]);
  });
});
