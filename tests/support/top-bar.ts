/** The top bar's controls and panels, as the browser tests reach them. */
import type { Page } from 'playwright-core';
import { builtPages, readBuilt } from './site';

export const toggles = (page: Page) => ({
  language: page.locator('header nav > div > button'),
  investor: page.locator('header nav > a').nth(0),
  menu: page.locator('header nav > a').nth(1),
});

export const panels = (page: Page) => ({
  menu: page.locator('#site-menu'),
  investor: page.locator('#investor-panel'),
  language: page.locator('#language-list'),
});

/** The top bar hydrates on the first intent; a pointer over it is one. */
export async function hydrateTopBar(page: Page) {
  // The site's header comes first; articles have headers of their own.
  const bar = await page.locator('header').first().boundingBox();
  if (!bar) throw new Error('The page has no top bar.');
  await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await page.locator('header [data-hydrated]').waitFor({ state: 'attached' });
}

/** Built pages whose only interactive part is the top bar (the pages the JavaScript budget is for). */
export function topBarOnlyPages(): string[] {
  return builtPages()
    .filter(({ file }) => {
      const html = readBuilt(file);
      return html.includes('data-top-bar=') && !html.includes('<astro-island');
    })
    .map(({ path }) => path);
}

/** Open panels, as the toggles announce them. */
export async function expanded(page: Page) {
  const t = toggles(page);
  return {
    language: await t.language.getAttribute('aria-expanded'),
    investor: await t.investor.getAttribute('aria-expanded'),
    menu: await t.menu.getAttribute('aria-expanded'),
  };
}
