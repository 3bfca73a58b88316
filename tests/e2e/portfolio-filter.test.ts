/**
 * The portfolio's filter: the list (/portfolio) and the map (/portfolio/map) narrowed by
 * municipality, the selection in the address and carried from one view to the other, announced
 * as "Showing n of total" in the page's language; without JavaScript every asset is shown.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { projectsIn, propertiesIn } from '@/lib/portfolio/municipalities';
import { localizePath, routes } from '@/lib/routes';
import { PHONE, useBrowser } from '../support/browser';
import { inOrder, type Data } from '../support/content';

const { open } = useBrowser();
const properties = inOrder('properties') as (Data & { slug: string; municipality: string })[];
const projects = inOrder('projects') as (Data & { slug: string; name: string; location: string; description: string })[];
const every = [...properties.map((p) => routes.property(p.slug)), ...projects.map((p) => routes.project(p.slug))];
const orselina = { slug: 'orselina', name: 'Orselina' };
const inOrselina = [...propertiesIn(orselina, properties).map((p) => routes.property(p.slug)), ...projectsIn(orselina, projects).map((p) => routes.project(p.slug))];
/** React applies a selection after its render; a busy machine can take seconds to get there. */
const eventually = <T,>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const sorted = (paths: string[]) => [...paths].sort();
/** The pages of the entries the list shows, by their cards' or list items' links. */
const listed = async (page: Page) => sorted(await page.locator('[data-filter-entry]:visible a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)));
/** The pages of the marks the maps show, each once. */
const marked = async (page: Page) => sorted([...new Set(await page.locator('a[data-map-mark]:visible').evaluateAll((marks) => marks.map((m) => m.getAttribute('data-map-mark') ?? '')))]);

describe.each(['en', 'de'] as const)('%s', (lang) => {
  const t = useTranslations(lang);
  const local = (paths: string[]) => sorted(paths.map((p) => localizePath(p, lang)));

  it('"Orselina" shows exactly the Orselina assets in the list and on the map, and the address keeps it', async () => {
    expect(inOrselina.length, 'the content has assets in Orselina').toBeGreaterThan(1);
    const page = await open(localizePath(routes.portfolio, lang), { viewport: PHONE });
    await page.locator('.filter-bar[data-ready]').waitFor();
    expect(await listed(page)).toEqual(local(every));
    await page.getByRole('group', { name: t('portfolio.filterMunicipality') }).getByRole('button', { name: 'Orselina', exact: true }).click();
    await eventually(() => listed(page)).toEqual(local(inOrselina));
    expect(new URL(page.url()).search).toBe('?municipality=orselina');
    await eventually(() => page.locator('#portfolio-assets [role="status"]').innerText()).toBe(t('filter.showing', { count: inOrselina.length, total: every.length }));

    await page.reload();
    await page.locator('.filter-bar[data-ready]').waitFor();
    await eventually(() => listed(page)).toEqual(local(inOrselina));

    // The map view takes the selection along.
    await page.getByRole('navigation', { name: t('portfolio.views') }).getByRole('link', { name: t('portfolio.viewMap') }).click();
    await page.waitForURL((url) => url.pathname === localizePath(routes.portfolioMap, lang));
    expect(new URL(page.url()).search).toBe('?municipality=orselina');
    await page.locator('.filter-bar[data-ready]').waitFor();
    await eventually(() => marked(page)).toEqual(sorted(inOrselina));
    expect(await listed(page)).toEqual(local(inOrselina));
    await eventually(() => page.locator('#portfolio-map [role="status"]').innerText()).toBe(t('filter.showing', { count: inOrselina.length, total: every.length }));
    expect(await page.getByRole('group', { name: t('portfolio.filterMunicipality') }).getByRole('button', { pressed: true }).innerText()).toBe('Orselina');

    // And back: "All" shows every mark again.
    await page.getByRole('group', { name: t('portfolio.filterMunicipality') }).getByRole('button', { name: t('common.all'), exact: true }).click();
    await eventually(() => marked(page)).toEqual(sorted(every));
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('without JavaScript', () => {
  it.each([routes.portfolio, routes.portfolioMap])('%s shows every asset and no filter bar', async (path) => {
    const page = await open(path, { javaScriptEnabled: false });
    expect(await listed(page)).toEqual(sorted(every));
    if (path === routes.portfolioMap) expect(await marked(page)).toEqual(sorted(every));
    expect(await page.locator('.filter-bar').isVisible()).toBe(false);
    expect(await page.locator('[data-filter-empty]').isVisible()).toBe(false);
  });
});
