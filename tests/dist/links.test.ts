/**
 * Every internal link, image, script, stylesheet, video and icon in the build resolves to a
 * file of the build, and every in-page anchor it points at exists on its target page. Investor-only
 * content is checked too, opened with the build's password.
 */
import { describe, expect, it } from 'vitest';
import { splitLocale } from '@/lib/routes';
import { readOpened } from '../support/access';
import { builtPages, fileFor } from '../support/site';
import { elements, parseHtml, type Element } from '../support/html';

const SITE = new URL(process.env.SITE_URL ?? 'https://www.verbanocapital.ch');

const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['poster', 'src'],
  form: ['action'],
};

function urlsOf(element: Element): string[] {
  const wanted = URL_ATTRIBUTES[element.tagName] ?? (element.tagName === 'meta' ? ['content'] : []);
  const urls: string[] = [];
  for (const attr of element.attrs) {
    if (!wanted.includes(attr.name)) continue;
    if (element.tagName === 'meta' && !/^(og:image|twitter:image|og:url)$/.test(element.attrs.find((a) => a.name === 'property' || a.name === 'name')?.value ?? '')) continue;
    if (attr.name === 'srcset') urls.push(...attr.value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
    else urls.push(attr.value);
  }
  return urls.filter(Boolean);
}

/** Internal path of a URL, or undefined when it leaves the site. */
function internalPath(raw: string, from: string): string | undefined {
  if (/^(mailto:|tel:|data:|javascript:)/i.test(raw)) return undefined;
  const url = new URL(raw, new URL(from, SITE));
  if (url.origin !== SITE.origin) return undefined;
  return url.pathname + url.hash;
}

const pages = builtPages();
const ids = new Map<string, Set<string>>();
function idsOf(file: string) {
  let set = ids.get(file);
  if (!set) {
    set = new Set();
    for (const el of elements(parseHtml(readOpened(file)))) {
      const id = el.attrs.find((a) => a.name === 'id')?.value;
      if (id) set.add(id);
    }
    ids.set(file, set);
  }
  return set;
}

describe('internal links and assets', () => {
  it('the build has pages', () => {
    expect(pages.length).toBeGreaterThan(1);
  });

  it.each(pages)('everything $path references exists', ({ path, file }) => {
    const broken: string[] = [];
    for (const el of elements(parseHtml(readOpened(file)))) {
      for (const raw of urlsOf(el)) {
        const target = internalPath(raw, path);
        if (target === undefined) continue;
        const [pathname = '/', hash] = target.split('#');
        const resolved = fileFor(pathname);
        if (!resolved) {
          broken.push(`<${el.tagName}> ${raw}`);
          continue;
        }
        if (hash && resolved.endsWith('.html') && !idsOf(resolved).has(decodeURIComponent(hash))) broken.push(`<${el.tagName}> ${raw} (no element with id "${hash}")`);
      }
    }
    expect(broken, `broken references on ${path}`).toEqual([]);
  });

  it('every page is linked from another page, not only from its own copies in other languages', () => {
    const linked = new Set<string>();
    /** Pages whose canonical address is another one: a second address of a page that is linked. */
    const aliases = new Set<string>();
    for (const { path, file } of pages) {
      for (const el of elements(parseHtml(readOpened(file)))) {
        const href = el.attrs.find((a) => a.name === 'href')?.value ?? '';
        if (el.tagName === 'link' && el.attrs.some((a) => a.name === 'rel' && a.value === 'canonical') && splitLocale(new URL(href).pathname).path !== splitLocale(path).path) aliases.add(file);
        if (el.tagName !== 'a') continue;
        const target = internalPath(href, path)?.split('#')[0];
        const resolved = target && fileFor(target);
        if (resolved && splitLocale(target).path !== splitLocale(path).path) linked.add(resolved);
      }
    }
    // The not-found pages answer misses; the login page is where protected pages send a visitor.
    const orphans = pages.filter(({ path, file }) => !/\/(404|investor-login)$/.test(path) && !aliases.has(file) && !linked.has(file)).map(({ path }) => path);
    expect(orphans).toEqual([]);
  });
});
