/** The not-found answer of an area of the site (src/lib/not-found.ts), as a visitor with JavaScript meets it. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { useTranslations } from '@/i18n';
import { NOT_FOUND_AREAS, type NotFoundArea } from '@/lib/not-found';

const t = useTranslations('en');

/** The areas whose addresses start with `prefix` (/news/ holds three). */
export const areasUnder = (prefix: string) => NOT_FOUND_AREAS.filter((area) => area.prefix.startsWith(prefix));

/** A miss in the area answers 404 with the area's own message and its link back. */
export async function expectNotFound(page: Page, area: NotFoundArea) {
  const response = await page.goto(`${area.prefix}no-such-entry`);
  expect(response?.status()).toBe(404);
  // Where a host serves one 404 page for every miss, the page picks the area's message itself.
  await expect.poll(() => page.locator('h1').textContent()).toBe(t(area.title));
  expect(await page.getByRole('link', { name: t(area.linkLabel), exact: true }).getAttribute('href')).toBe(area.href);
}
