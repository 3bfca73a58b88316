/** The home hero's carousel as the browser tests reach it, and what its slides say in the content. */
import type { Page } from 'playwright-core';
import { useTranslations } from '@/i18n';
import { readYaml, type Data } from './content';

const t = useTranslations('en');

/** Each slide's heading as the page shows it: its light words, then its bold ones. */
export const slideTitles: string[] = readYaml('pages/home.yml')['slides'].map((slide: Data) => `${slide['titleLight']} ${slide['titleBold']}`);

export const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]');

/** The slide on screen (the others are inert). */
export const shownSlide = (page: Page) => carousel(page).locator(`[aria-roledescription="${t('home.slide')}"]:not([inert])`);

/** The heading of the slide on screen, white space collapsed. */
export const shownSlideTitle = (page: Page) =>
  shownSlide(page)
    .locator('h2')
    .innerText()
    .then((text) => text.replace(/\s+/g, ' '));

/** The carousel's buttons for its slides, in their order (the pause control comes before them, apart). */
export const slideControls = (page: Page) => carousel(page).getByRole('group', { name: t('home.slides') }).getByRole('button');

/** The index of the slide the carousel is on. */
export const slideIndex = (page: Page) => page.locator('[data-slide]').getAttribute('data-slide').then(Number);
