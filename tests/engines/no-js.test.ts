/**
 * The site in each engine with scripts turned off (tests/e2e/no-js.test.ts holds the rest, in
 * Chromium): the top bar's menu leads to the footer's links, the portfolio lists every asset,
 * and the home hero shows one slide, with no control that would need a script.
 */
import { expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { inOrder } from '../support/content';
import { ENGINES, inEngines, PHONE, waitIn } from './support/engines';

const assets = inOrder('properties').length + inOrder('projects').length;

inEngines(
  ENGINES,
  (open) => {
    it('at 390 px: the menu leads to the footer\u2019s links, the portfolio lists every asset, the hero shows one slide and no control', async () => {
      const page = await open('/', PHONE);
      // Scripts are off: the recorder the proxy puts first on each page never ran.
      expect(await page.evaluate(() => sessionStorage.getItem('engine-test-errors'))).toBeNull();
      const hero = await page.evaluate(() => {
        const carousel = document.querySelector('section[aria-roledescription="carousel"]')!;
        const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        const slides = [...carousel.querySelectorAll('[aria-roledescription]')];
        return { slides: slides.length, shown: slides.filter(shown).length, controls: [...carousel.querySelectorAll('button')].filter(shown).length };
      });
      expect(hero.slides).toBeGreaterThan(1);
      expect({ shown: hero.shown, controls: hero.controls }).toEqual({ shown: 1, controls: 0 });

      // Followed from the keyboard: a pointer's click never returns in Firefox with scripts off (puppeteer over BiDi).
      await page.evaluate(() => document.querySelector<HTMLElement>('header a[href="#footer-nav"]')!.focus());
      await page.press('Enter');
      await waitIn(page, () => location.hash === '#footer-nav');
      const menu = await page.evaluate(() => {
        const nav = document.getElementById('footer-nav')!;
        const { top, bottom } = nav.getBoundingClientRect();
        return { inView: top < innerHeight && bottom > 0, links: [...nav.querySelectorAll('a[href]')].filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href')) };
      });
      expect(menu.inView).toBe(true);
      expect(menu.links).toEqual(expect.arrayContaining([routes.portfolio, routes.news]));

      await page.goto(routes.portfolio);
      const listed = await page.evaluate(() => [...document.querySelectorAll('#portfolio-assets [data-filter-entry]')].filter((entry) => entry.checkVisibility({ opacityProperty: true, visibilityProperty: true })).length);
      expect(listed).toBe(assets);
    });
  },
  { javaScript: false },
);
