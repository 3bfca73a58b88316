/**
 * Every image and video the build references is credited, in src/assets/credits.yml or in the
 * entry that shows it, and the /credits page shows each photograph's author and licence link.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { ALL_RIGHTS_RESERVED } from '@/lib/credit-schema';
import { creditFor, credits, type Credit } from '@/lib/credits';
import { useBrowser } from '../support/browser';
import { DIST, builtPages, readBuilt } from '../support/site';

const MEDIA = /\.(?:jpe?g|png|webp|avif|gif|svg|mp4|webm)$/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Internal media addresses in the built pages (src, srcset, poster, og:image, icons) and stylesheets (url()). */
function referencedMedia(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (raw: string, where: string) => {
    const url = raw.trim().split(/\s+/)[0] ?? '';
    const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
    if (path.startsWith('/') && MEDIA.test(path) && !found.has(path)) found.set(path, where);
  };
  for (const { path, file } of builtPages()) {
    const html = readBuilt(file);
    for (const m of html.matchAll(/\s(?:src|srcset|href|content|poster)="([^"]+)"/g)) for (const part of (m[1] ?? '').split(',')) add(part, path);
  }
  for (const css of files(join(DIST, '_astro')).filter((f) => f.endsWith('.css'))) {
    for (const m of readFileSync(css, 'utf8').matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) add(m[1] ?? '', css);
  }
  return found;
}

const media = referencedMedia();
const { open } = useBrowser();

/** The photograph a credit is shown under on /credits: itself, or the one it is made from. */
const shownAs = (credit: Credit) => (credit.derivedFrom ? credits.find((c) => c.file === credit.derivedFrom) : credit) ?? credit;

describe('image credits', () => {
  it('the build references images (the scan works)', () => {
    expect([...media.keys()].some((p) => p.startsWith('/_astro/'))).toBe(true);
  });

  it('every image and video the build references has a credit, in credits.yml or in an entry that shows it', () => {
    // The maps the build draws itself (/maps/…, the cards' stretches of shore among them) are the
    // firm's drawings of the federal geodata, which /credits credits as the maps' data.
    const missing = [...media].filter(([path]) => !path.startsWith('/maps/') && !creditFor(path)).map(([path, where]) => `${path} (on ${where})`);
    expect(missing, `images without a credit in src/assets/credits.yml or in an entry:\n${missing.join('\n')}`).toEqual([]);
  });

  it('/credits names the author and links the licence of every third-party image the site uses', async () => {
    const used = new Set([...media.keys()].map((p) => creditFor(p)).filter((c): c is Credit => !!c && c.licence !== ALL_RIGHTS_RESERVED).map(shownAs));
    expect(used.size).toBeGreaterThan(0);
    const page = await open('/credits');
    expect(await page.locator('h1').innerText()).toBe(useTranslations('en')('credits.title'));
    for (const credit of used) {
      const entry = page.locator(`[data-credit="${credit.file}"]`);
      expect(await entry.count(), credit.file).toBe(1);
      expect(await entry.locator('[data-author]').innerText()).toBe(credit.author);
      const licence = entry.locator('[data-licence]');
      expect(await licence.innerText()).toBe(credit.licence);
      expect(await licence.getAttribute('href')).toBe(credit.licenceUrl);
    }
    await page.context().close();
  });

  it('/credits lists every crop and derived image under its photograph, and the firm\u2019s artwork', async () => {
    const artwork = credits.filter((credit) => credit.kind === 'artwork');
    const derived = credits.filter((credit) => credit.kind !== 'artwork' && credit.derivedFrom);
    expect(artwork.length).toBeGreaterThan(0);
    expect(derived.length).toBeGreaterThan(0);
    const page = await open('/credits');
    for (const credit of artwork) expect(await page.locator(`[data-credit="${credit.file}"]`).innerText()).toBe(credit.title);
    for (const credit of derived) expect(await page.locator(`[data-credit="${credit.derivedFrom}"]`).innerText()).toContain(credit.title);
    await page.context().close();
  });
});
