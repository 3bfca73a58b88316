/**
 * The maps as built: on /portfolio no two cards (properties, projects, municipality tiles) lead
 * with the same picture, each card without a photograph with its own map file; no heading of a
 * map's key stands without the places under it; the source line under every map is in the
 * page's language.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import { localizePath, routes } from '@/lib/routes';
import { builtPages, DIST, fileFor } from '../support/site';
import { attribute, elements, parsedFile, textOf, type Element } from '../support/html';

const pageOf = (path: string) => {
  const file = fileFor(path);
  if (!file) throw new Error(`${path} was not built`);
  return parsedFile(file);
};
const has = (element: Element, name: string) => attribute(element, name) !== undefined;

/** What a card leads with: the bytes of its map file, or the address of its photograph. */
function visualOf(card: Element): string {
  const picture = [...elements(card)].find((e) => e.tagName === 'img');
  if (!picture) throw new Error('a card without a picture');
  const src = attribute(picture, 'src')!;
  if (!has(picture, 'data-card-map')) return src;
  return createHash('sha256').update(readFileSync(join(DIST, src))).digest('hex');
}

describe('cards', () => {
  it.each(LOCALES.map((l) => l.code))('no two cards of /portfolio (%s) lead with the same picture, and every one has its own', (lang) => {
    const page = pageOf(localizePath(routes.portfolio, lang));
    const cards = [...elements(page)].filter((e) => has(e, 'data-property-card') || has(e, 'data-project-card') || (e.tagName === 'a' && (attribute(e, 'class') ?? '').includes('photo-tile')));
    expect(cards.length).toBeGreaterThanOrEqual(15 + 8);
    const visuals = cards.map(visualOf);
    expect(new Set(visuals).size).toBe(visuals.length);
  });
});

describe('map keys and sources', () => {
  const pages = builtPages().filter(({ file }) => readFileSync(file, 'utf8').includes('data-map-source'));

  it('the maps are on the pages expected', () => {
    expect(pages.length).toBeGreaterThan(4 * 20);
  });

  it.each(pages.map((p) => [p.path, p.file]))('%s: every heading of the key has places under it', (_, file) => {
    for (const group of [...elements(parsedFile(file))].filter((e) => has(e, 'data-map-group')))
      expect([...elements(group)].filter((e) => e !== group && e.tagName === 'li').length, textOf(group)).toBeGreaterThan(0);
  });

  it.each(pages.map((p) => [p.path, p.file]))('%s: the source under each map is in the page\'s language', (path, file) => {
    const lang = LOCALES.find((l) => path === `/${l.code}` || path.startsWith(`/${l.code}/`))?.code ?? 'en';
    const expected = useTranslations(lang)('map.source');
    const sources = [...elements(parsedFile(file))].filter((e) => has(e, 'data-map-source'));
    for (const source of sources) expect(textOf(source).trim()).toBe(expected);
  });

  it('names the Federal Statistical Office in Italian and French on Italian and French pages', () => {
    expect(useTranslations('it')('map.source')).toContain('Ufficio federale di statistica (UST)');
    expect(useTranslations('fr')('map.source')).toContain('Office fédéral de la statistique (OFS)');
    expect(useTranslations('en')('map.source')).toContain('Federal Statistical Office (FSO)');
  });
});
