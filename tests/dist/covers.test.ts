/**
 * News cards without a photograph lead with a cover set in type (NewsCover): the card's own
 * category and date, on a ground chosen by category, so that no two covers of a list are the same
 * and none is a blank panel.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n';
import { dateParts } from '@/lib/format';
import { localizePath, routes } from '@/lib/routes';
import { fileFor } from '../support/site';
import { attribute, elements, parsedFile, textOf, type Element } from '../support/html';

const words = (node: Element) => textOf(node).replace(/\s+/g, ' ').trim();
/** The texts of an element's innermost elements, one per element. */
const leafTexts = (root: Element) => [...elements(root)].filter((e) => e.childNodes.every((c) => !('tagName' in c))).map(words).filter(Boolean);
const find = (root: Element, test: (e: Element) => boolean) => [...elements(root)].find(test);

describe.each(LOCALES.map((l) => l.code))('%s', (locale) => {
  it.each([routes.news, routes.companyNews])('%s: every news card without a photograph has a cover of its own category and date', (path) => {
    const file = fileFor(localizePath(path, locale));
    if (!file) throw new Error(`${path} was not built`);
    const cards = [...elements(parsedFile(file))].filter((e) => e.tagName === 'article' && attribute(e, 'class')?.split(' ').includes('link-card'));
    expect(cards.length, 'news cards').toBeGreaterThan(0);
    const covers = cards.filter((card) => !find(card, (e) => e.tagName === 'img'));
    expect(covers.length, 'cards without a photograph on the page').toBeGreaterThan(0);
    const looks = covers.map((card) => {
      const cover = find(card, (e) => attribute(e, 'data-news-cover') !== undefined);
      expect(cover, `a cover on the card "${words(find(card, (e) => e.tagName === 'h2' || e.tagName === 'h3')!)}"`).toBeDefined();
      const category = words(find(card, (e) => e !== cover && attribute(e, 'class')?.includes('eyebrow') === true && !find(cover!, (c) => c === e))!);
      const { day, month, year } = dateParts(new Date(attribute(find(card, (e) => e.tagName === 'time')!, 'datetime')!), locale);
      expect(leafTexts(cover!)).toEqual([category, day, month, year]);
      return `${attribute(cover!, 'class')} ${leafTexts(cover!).join(' ')}`;
    });
    expect(new Set(looks).size, 'covers that look the same').toBe(looks.length);
  });
});
