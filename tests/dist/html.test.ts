/**
 * Valid HTML: every page the build writes, in every language (the not-found pages, the redirect
 * pages and the CMS's page included), passes html-validate's standard and document rules. A
 * check of the markup alone, so it is cheap enough to run on all of them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DIST, readBuilt } from '../support/site';

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Scripts and stylesheets come from the site's own origin; integrity hashes guard third-party files.
    'require-sri': 'off',
  },
});

// Astro writes this rule into the body before the first island: https://github.com/withastro/astro/issues/13832
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

describe('HTML', () => {
  it('the build wrote pages of every kind', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'de/404.html', 'fr/portfolio/404.html', 'news/research.html', 'admin.html']));
  });

  it('the CMS page is built once, not in each language', () => {
    expect(files.filter((file) => /(^|\/)admin\.html$/.test(file))).toEqual(['admin.html']);
  });

  // One check per page: each takes a few milliseconds, and a failure names its page.
  it.each(files)('%s is valid', async (file) => {
    const html = readBuilt(join(DIST, file)).replace(ISLAND_STYLE, '');
    const report = await validator.validateString(html, file);
    const errors = report.results.flatMap((result) => result.messages.map((message) => `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`));
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a redirect page is a complete document whose refresh is spelt as the standard requires', () => {
    const page = readBuilt(join(DIST, 'news/research.html'));
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">/);
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/news/reports">');
    expect(page).toContain('<a href="/news/reports">');
  });
});
