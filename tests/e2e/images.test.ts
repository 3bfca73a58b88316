/**
 * Pictures are served as optimised, responsive files: no source JPEG or PNG leaves the build as
 * it is, and on the home page at phone width no single image transfer exceeds 200 KB.
 */
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { builtPages, isDefaultLanguage, readBuilt } from './support/site';
import { imagesInViewLoaded } from './support/wait';

const MAX_IMAGE_BYTES = 200 * 1024;
const { open } = useBrowser();

type Node = { tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };
function* elements(node: Node): Generator<Node> {
  if (node.tagName) yield node;
  for (const child of node.childNodes ?? []) yield* elements(child);
  if (node.content) yield* elements(node.content);
}

describe('images', () => {
  it('home at 390 px: every image transfer is at most 200 KB', async () => {
    const page = await open('/', { viewport: PHONE, deviceScaleFactor: 2 });
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      sizes.set(response.url(), body.length);
    });
    await page.reload({ waitUntil: 'networkidle' });
    // Down the page as a visitor scrolls it, each screen's pictures loaded before the next.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await imagesInViewLoaded(page);
    }
    await page.waitForLoadState('networkidle');
    expect(sizes.size).toBeGreaterThan(3);
    const tooLarge = [...sizes].filter(([, bytes]) => bytes > MAX_IMAGE_BYTES).map(([url, bytes]) => `${url} ${Math.round(bytes / 1024)} KB`);
    expect(tooLarge).toEqual([]);
    await page.context().close();
  });

  it.each(builtPages().filter((p) => isDefaultLanguage(p.path)))('$path: only the first screen\'s picture asks for high priority, a lazy one waits for it', ({ file }) => {
    const images = [...elements(parse(readBuilt(file)) as Node)].filter((el) => el.tagName === 'img');
    const value = (el: Node, name: string) => el.attrs?.find((attr) => attr.name === name)?.value;
    expect(images.filter((img) => value(img, 'fetchpriority') === 'high').length).toBeLessThanOrEqual(1);
    const eager = images.filter((img) => value(img, 'loading') === 'lazy' && value(img, 'fetchpriority') !== 'low').map((img) => value(img, 'src'));
    expect(eager).toEqual([]);
  });

  it.each(builtPages().filter((p) => isDefaultLanguage(p.path)))('$path serves only optimised raster images', ({ file }) => {
    const raw: string[] = [];
    for (const el of elements(parse(readBuilt(file)) as Node)) {
      if (el.tagName !== 'img' && el.tagName !== 'source') continue;
      for (const attr of el.attrs ?? []) {
        if (attr.name !== 'src' && attr.name !== 'srcset') continue;
        for (const url of attr.value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')) {
          if (/\.(jpe?g|png)(\?|$)/i.test(url) && !url.includes('/_astro/')) raw.push(url);
        }
      }
    }
    expect(raw).toEqual([]);
  });
});
