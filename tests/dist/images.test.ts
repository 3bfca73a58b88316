/**
 * Pictures are served as optimised, responsive files: no source JPEG or PNG leaves the build as
 * it is, and only the first screen's picture asks for high priority. (The home page's transfers
 * at phone width are weighed in a browser, in tests/e2e/images.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/site';
import { attribute, elements, parsedFile } from '../support/html';

describe('images in the markup of every page', () => {
  it.each(builtPages())('$path: only the first screen\'s picture asks for high priority, a lazy one waits for it', ({ file }) => {
    const images = [...elements(parsedFile(file))].filter((el) => el.tagName === 'img');
    expect(images.filter((img) => attribute(img, 'fetchpriority') === 'high').length).toBeLessThanOrEqual(1);
    const eager = images.filter((img) => attribute(img, 'loading') === 'lazy' && attribute(img, 'fetchpriority') !== 'low').map((img) => attribute(img, 'src'));
    expect(eager).toEqual([]);
  });

  it.each(builtPages())('$path serves only optimised raster images', ({ file }) => {
    const raw: string[] = [];
    for (const el of elements(parsedFile(file))) {
      if (el.tagName !== 'img' && el.tagName !== 'source') continue;
      for (const attr of el.attrs) {
        if (attr.name !== 'src' && attr.name !== 'srcset') continue;
        for (const url of attr.value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')) {
          if (/\.(jpe?g|png)(\?|$)/i.test(url) && !url.includes('/_astro/')) raw.push(url);
        }
      }
    }
    expect(raw).toEqual([]);
  });
});
