/**
 * Builds other than the one under test, each into its own directory: a production build without
 * the password must fail with a message saying what to do, and the whole-site lock must protect
 * every page but the login page.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { routes } from '@/lib/routes';
import { investorsOnlyFiles } from '../../src/integrations/investor-access';
import { investorPassword, logInOnPage, openBlock, sealedBlocks } from '../support/access';
import { useBrowser } from '../support/browser';
import { buildSite as build } from '../support/build';
import { readYaml } from '../support/content';
import { readBuilt } from '../support/site';
import { serveStatic } from '../support/static-server';
import { elements, parseHtml, type Element } from '../support/html';

const BUILD_MS = 600_000;

/** The built pages of the site: every HTML file but the CMS's (admin.html, and its language copies). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') && name !== 'admin.html' ? [path] : [];
  });
}

const isLoginPage = (file: string, root: string) => /(^|\/)investor-login\.html$/.test(relative(root, file).split(sep).join('/'));

const mainOf = (html: string): Element | undefined => [...elements(parseHtml(html))].find((element) => element.tagName === 'main');

const temp = mkdtempSync(join(tmpdir(), 'verbano-access-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('a production build without the password', () => {
  it('fails, naming the investors-only entries and the variable to set', async () => {
    const { status, output } = await build(join(temp, 'no-password'), { INVESTOR_PASSWORD: '', INVESTOR_SITE_LOCK: '' });
    expect(status).not.toBe(0);
    expect(output).toContain('INVESTOR_PASSWORD is not set');
    const marked = investorsOnlyFiles(join(process.cwd(), 'content'));
    expect(marked.length).toBeGreaterThan(0);
    for (const file of marked) expect(output).toContain(relative(process.cwd(), file));
    expect(output).not.toMatch(/\[build\] Complete!/);
  }, BUILD_MS);
});

describe('the whole-site lock (INVESTOR_SITE_LOCK=1)', () => {
  const outDir = join(temp, 'site-lock');
  const { open } = useBrowser();
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    const { status, output } = await build(outDir, { INVESTOR_SITE_LOCK: '1', INVESTOR_PASSWORD: investorPassword() });
    if (status !== 0) throw new Error(`the site-lock build failed:\n${output.slice(-3000)}`);
    server = await serveStatic(outDir);
  }, BUILD_MS);
  afterAll(() => server?.close());

  it('seals the whole content of every page but the login page', () => {
    const files = htmlFiles(outDir);
    expect(files.length).toBeGreaterThan(4);
    const login = files.filter((file) => isLoginPage(file, outDir));
    expect(login.length).toBeGreaterThan(0);
    for (const file of login) expect(sealedBlocks(readBuilt(file)), file).toEqual([]);
    const unsealed: string[] = [];
    for (const file of files.filter((f) => !login.includes(f))) {
      const html = readBuilt(file);
      // Redirect pages (e.g. /news/research) carry no content of their own.
      if (/<meta http-equiv="refresh"/i.test(html)) continue;
      const main = mainOf(html);
      const children = (main?.childNodes ?? []).filter((n): n is Element => 'tagName' in n);
      const sealed = children.filter((n) => n.attrs.some((a) => a.name === 'data-investor-only'));
      const rest = children.filter((n) => !sealed.includes(n) && n.tagName !== 'script');
      if (sealed.length !== 1 || rest.length > 0) unsealed.push(relative(outDir, file));
    }
    expect(unsealed).toEqual([]);
  });

  it('keeps the home page content out of the files, and gives it back after login', async () => {
    const subtitle: string = readYaml('pages/home.yml')['slides'][0]['subtitle'];
    // The longest stretch HTML leaves as it is (no quotes or ampersands).
    const phrase = (subtitle.match(/[\w ,.:;-]+/g) ?? []).sort((a, b) => b.length - a.length)[0]?.trim() ?? '';
    const html = readBuilt(join(outDir, 'index.html'));
    expect(phrase.length).toBeGreaterThan(10);
    expect(html).not.toContain(phrase);
    expect(sealedBlocks(html).map(openBlock).join('')).toContain(phrase);

    const page = await open(`${server.url}/`);
    await page.waitForURL((url) => url.pathname === '/investor-login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/');
    await logInOnPage(page);
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expect.poll(async () => ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' '), { timeout: 20_000 }).toContain(phrase);
    await page.context().close();
  });

  it('leaves the login page open', async () => {
    const page = await open(`${server.url}${routes.investorLogin}`);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(routes.investorLogin);
    expect(await page.getByRole('button', { name: useTranslations('en')('login.submit') }).isVisible()).toBe(true);
    await page.context().close();
  });
});
