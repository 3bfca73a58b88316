/**
 * Pictures fit the firm: no photograph leads more than three pages of the build, so a visitor
 * moving through the site does not meet the same view as every page's opening picture; no
 * content entry uses a picture that was taken out of the media library for its subject; and no
 * photograph withdrawn for its licence, nor a crop of one, is left in the sources or the build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditFor, credits, type Credit } from '@/lib/credits';
import { CONTENT, readYaml } from '../support/content';
import { builtPages, DIST, isDefaultLanguage, readBuilt } from '../support/site';
import { attribute, elements, parseHtml, type Element } from '../support/html';

const MAX_LEADS = 3;

/**
 * Moods of the lake, not pictures of a place: rowing boats on a shore, a lake in mist or at dusk,
 * a jetty in fog. They may set a page's tone elsewhere, but no property or project opens on one:
 * a five-star hotel is not a rowing boat, nor a sunny lakeside site a foggy lake.
 */
const MOODS = ['lake-boats.jpg', 'lake-mist.jpg', 'jetty-mist.jpg', 'lake-dusk.jpg'];
const SITE = process.env.SITE_URL ?? 'https://www.verbanocapital.ch';

/** Taken out for their subject: a hand drum and a wine bottle on a pallet table are not a hotel. */
const REJECTED = ['interior-lounge.jpg', 'interior-lounge-detail.jpg'];

/**
 * Withdrawn for their licence: Stef Binde's photographs from lxqt-themes carry CC BY-NC-SA
 * (non-commercial) in their own metadata. A crop or a built variant keeps the name in front
 * (mountain-sunset-portrait.jpg, /_astro/valley-fog.<hash>_<variant>.avif).
 */
const WITHDRAWN = ['alpine-ridges', 'mountain-sunset', 'valley-fog', 'rolling-hills', 'light-beams', 'wildflower-meadow', 'blossom-branch', 'grass-dew'];
const isWithdrawn = (name: string) => WITHDRAWN.some((photo) => name.startsWith(`${photo}.`) || name.startsWith(`${photo}-`));

/** Every file under a folder, as paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)]));


/** The photograph an image file shows: itself, or the one a crop, poster or sharing image is made from. */
function photographOf(url: string): Credit | undefined {
  const credit = creditFor(url.replace(/^https?:\/\/[^/]+/, ''));
  if (!credit || credit.kind === 'artwork') return undefined;
  return credit.derivedFrom ? credits.find((c) => c.file === credit.derivedFrom) : credit;
}

/** The sharing image of the site settings, which every page without a picture of its own falls back to. */
const fallbackShare = photographOf(String(readYaml('settings/site.yml')['ogImage']?.src ?? ''))?.file;

const shareOf = (all: Element[]) => all.map((el) => (el.tagName === 'meta' && attribute(el, 'property') === 'og:image' ? attribute(el, 'content') : undefined)).find(Boolean);

/** A thumbnail: an image whose sizes are all fixed widths under 400 px (the credits list). */
function isThumbnail(img: Element): boolean {
  const sizes = attribute(img, 'sizes') ?? '';
  const px = [...sizes.matchAll(/(\d+)px(?=\s*(?:,|$))/g)].map((m) => Number(m[1]));
  return px.length > 0 && !sizes.includes('vw') && Math.max(...px) < 400;
}

/**
 * The photograph that leads a page: its first large image in <main> (the hero, or the first card
 * of a list), unless that is the firm's own artwork (a portrait placeholder), or the page opens on
 * its map or on its title set in type; on a page without
 * one, its sharing image, unless that is the site's fallback (which is the home page's own: its
 * hero is a video above <main>).
 */
function leadOf(path: string, file: string): string | undefined {
  const all = [...elements(parseHtml(readBuilt(file)))];
  const main = all.find((el) => el.tagName === 'main');
  const first = main
    ? [...elements(main)].find((el) => (el.tagName === 'img' && !isThumbnail(el)) || (el.tagName === 'svg' && attribute(el, 'data-map-svg') !== undefined) || attribute(el, 'data-hero') === 'type')
    : undefined;
  // A page that opens on its map (a municipality's) or on its title in type is led by that, not by a picture further down.
  if (first && first.tagName !== 'img') return undefined;
  if (first) return photographOf(attribute(first, 'src') ?? '')?.file;
  const share = photographOf(shareOf(all) ?? '')?.file;
  return share === fallbackShare && path !== '/' ? undefined : share;
}

/** English pages at their own address (an alias such as /projects/x for /portfolio/x counts once). */
const pages = builtPages().filter(({ path, file }) => {
  if (!isDefaultLanguage(path) || path.endsWith('404')) return false;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readBuilt(file))?.[1];
  return canonical === `${SITE}${path === '/' ? '/' : path}`;
});

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? contentFiles(path) : /\.(ya?ml|md)$/.test(name) ? [path] : [];
  });
}

describe('pictures', () => {
  const leads = new Map<string, string[]>();
  for (const { path, file } of pages) {
    const lead = leadOf(path, file);
    if (lead) leads.set(lead, [...(leads.get(lead) ?? []), path]);
  }

  it('finds the lead photograph of a page that opens on one (the scan works)', () => {
    const portfolio = readYaml('pages/portfolio.yml')['heroImage'];
    expect(portfolio, 'the portfolio page opens on a photograph').toBeTruthy();
    expect(leads.get(photographOf(`/${portfolio.src.split('/').pop()}`)?.file ?? '')).toContain('/portfolio');
    expect([...leads.values()].flat().length).toBeGreaterThan(10);
    expect(fallbackShare).toBeTruthy();
  });

  it('no property or project page opens on a mood of the lake', () => {
    const entries = pages.filter(({ path }) => /^\/(property|projects)\//.test(path));
    expect(entries.length).toBeGreaterThan(10);
    const moody = entries.map(({ path, file }) => [path, leadOf(path, file)]).filter(([, lead]) => lead && MOODS.includes(lead));
    expect(moody).toEqual([]);
  });

  it(`no photograph leads more than ${MAX_LEADS} pages`, () => {
    const overused = [...leads].filter(([, paths]) => paths.length > MAX_LEADS).map(([photo, paths]) => `${photo} leads ${paths.length}: ${paths.join(', ')}`);
    expect(overused, overused.join('\n')).toEqual([]);
  });

  it('no photograph withdrawn for its licence, nor a crop of one, is in the media library, its credits, the content or the build', () => {
    expect(filesUnder('src').filter((file) => isWithdrawn(basename(file)))).toEqual([]);
    expect(credits.filter((c) => isWithdrawn(basename(c.file)) || isWithdrawn(c.derivedFrom ?? '')).map((c) => c.file)).toEqual([]);
    const uses = contentFiles(CONTENT).filter((file) => WITHDRAWN.some((photo) => readFileSync(file, 'utf8').includes(`/media/${photo}`)));
    expect(uses).toEqual([]);
    const built = filesUnder(DIST);
    expect(built.length).toBeGreaterThan(100);
    expect(built.filter((file) => isWithdrawn(basename(file)))).toEqual([]);
    const pagesNaming = builtPages().filter(({ file }) => WITHDRAWN.some((photo) => readBuilt(file).includes(`/${photo}.`)));
    expect(pagesNaming.map(({ path }) => path)).toEqual([]);
  });

  it('no content entry uses a picture rejected for its subject', () => {
    const uses = contentFiles(CONTENT).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return REJECTED.filter((name) => text.includes(`/media/${name}`)).map((name) => `${file}: ${name}`);
    });
    expect(uses).toEqual([]);
    expect(credits.filter((c) => REJECTED.includes(c.file)).map((c) => c.file)).toEqual([]);
  });
});
