/**
 * The footer's link columns on large screens: all in one row, so no column leaves a gap under
 * another, and every word of every label fits its column unbroken, in every language. On every
 * page: the copyright year is the year of the build, and no column repeats its heading as a link.
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/languages';
import { localizePath } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { readYaml } from '../support/content';
import { builtPages, readBuilt } from '../support/site';
import { webFontsReady } from '../support/fonts';

const { open } = useBrowser();

const WIDTHS = [1024, 1280, 1440, 1600];
const cases = LOCALES.flatMap((l) => WIDTHS.map((width) => [l.code, width] as const));

describe('the footer on large screens', () => {
  it.each(cases)('%s at %i px: its link columns stand in one row, each word within its column', async (code, width) => {
    const page = await open(localizePath('/contact', code), { viewport: { width, height: 900 } });
    await webFontsReady(page);
    const columns = await page.locator('#footer-nav > div').evaluateAll((divs) =>
      divs.map((div) => {
        const right = div.getBoundingClientRect().right;
        const labels = [...div.querySelectorAll<HTMLElement>('a, h2')];
        // Words may not be broken to fit: a label that needs it is too long for its column.
        for (const label of labels) {
          label.style.setProperty('hyphens', 'manual');
          label.style.setProperty('overflow-wrap', 'normal');
        }
        const text = (el: HTMLElement) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range.getBoundingClientRect();
        };
        return { top: Math.round(div.getBoundingClientRect().top), overflowing: labels.filter((el) => text(el).right > right + 1).map((el) => el.textContent) };
      }),
    );
    expect(columns.length).toBeGreaterThan(3);
    expect(new Set(columns.map((c) => c.top)).size).toBe(1);
    expect(columns.flatMap((c) => c.overflowing)).toEqual([]);
    await page.context().close();
  });
});

describe('the footer on every page', () => {
  const { legalName } = readYaml('settings/site.yml');
  const pages = builtPages().filter(({ file }) => readBuilt(file).includes('<footer'));

  it.each(pages)('$path: its copyright year is the year the page was built', ({ file }) => {
    const year = statSync(file).mtime.getFullYear();
    expect(readBuilt(file)).toContain(`© ${String(legalName)} ${year}.`);
  });

  it.each(pages)('$path: no column has a link that repeats its heading', ({ file }) => {
    const nav = /<nav id="footer-nav"[\s\S]*?<\/nav>/.exec(readBuilt(file))?.[0] ?? '';
    const columns = [...nav.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>\s*<ul[^>]*>([\s\S]*?)<\/ul>/g)];
    expect(columns.length).toBeGreaterThan(3);
    const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();
    for (const [, heading = '', list = ''] of columns) {
      const links = [...list.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map(([, label = '']) => text(label).toLowerCase());
      expect(links).not.toContain(text(heading).toLowerCase());
    }
  });
});
