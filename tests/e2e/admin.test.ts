/**
 * /admin in the production build: the CMS is bundled (nothing from another host), starts
 * without errors, and stays out of search engines and out of the site's navigation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { baseUrl, useBrowser } from '../support/browser';
import { builtPages, DIST, readBuilt } from '../support/site';

const { newContext } = useBrowser();

test('the CMS loads from this site only, without console errors, up to its login', async () => {
  const context = await newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  const hosts = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) hosts.add(new URL(request.url()).host);
  });
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Login/ }).waitFor({ timeout: 30_000 });
  expect(problems).toEqual([]);
  expect([...hosts]).toEqual([new URL(baseUrl()).host]);
  await context.close();
});

test('the CMS page is not indexed, not in the sitemap and not linked from the site', () => {
  const html = readBuilt(join(DIST, 'admin.html'));
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
  const sitemaps = readdirSync(DIST).filter((f) => /^sitemap.*\.xml$/.test(f));
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const sitemap of sitemaps) expect(readFileSync(join(DIST, sitemap), 'utf8')).not.toMatch(/\/admin\b/);
  for (const { path, file } of builtPages()) expect(readBuilt(file), path).not.toMatch(/href="(?:\/[a-z]{2})?\/admin\b/);
});

test('the configuration is built in: no config file is fetched and the local backend is the default', () => {
  const html = readBuilt(join(DIST, 'admin.html'));
  const json = /<script type="application\/json" id="cms-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const config = JSON.parse(json ?? '{}') as { load_config_file?: boolean; backend?: { name?: string }; local_backend?: unknown };
  expect(config.load_config_file).toBe(false);
  const chosen = process.env['CMS_BACKEND'];
  expect(config.backend?.name).toBe(chosen === 'github' || chosen === 'git-gateway' ? chosen : 'proxy');
  // Only `astro dev` offers the local backend alongside the configured one.
  expect(config.local_backend).toBeUndefined();
});
