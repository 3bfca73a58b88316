/**
 * The three news filters (company news by category, press releases by year, reports by type):
 * every value, the empty message, the selection in the address across reload and Back, and the
 * complete list without JavaScript.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choice, useTranslations } from '@/i18n';
import { routes } from '@/lib/routes';
import { NEWS_CATEGORIES, REPORT_TYPES } from '@/model/collections/news';
import { PHONE, useBrowser } from '../support/browser';
import { entries, slugOf, type Entry } from '../support/news-content';

const t = useTranslations('en');
const ALL = t('common.all');
const press = entries('press');

/**
 * A list filtered by one of the content model's choices: the filter's values after "All" are the
 * choices' labels, and an entry's value is its choice as the address writes it.
 */
const byChoice = (name: string, path: string, id: string, area: 'company' | 'reports', collection: 'news' | 'reports', field: 'category' | 'type', choices: readonly string[], choiceKey: 'newsCategory' | 'reportType') => ({
  name,
  path,
  id,
  param: field,
  group: t(`${area}.filterLabel`),
  labels: choices.map((value) => choice(t, choiceKey, value)),
  valueOf: (e: Entry) => slugOf(e[field] ?? ''),
  entries: entries(collection),
  empty: t(`${area}.empty`),
});

/** Each list with its filter's values after "All": the content model's choices, or the years of the entries. */
const LISTS = [
  byChoice('company news', routes.companyNews, 'company-news', 'company', 'news', 'category', NEWS_CATEGORIES, 'newsCategory'),
  {
    name: 'press releases',
    path: routes.press,
    id: 'press-releases',
    param: 'year',
    group: t('press.filterLabel'),
    labels: [...new Set(press.map((e) => String(e.date.getUTCFullYear())))],
    valueOf: (e: Entry) => String(e.date.getUTCFullYear()),
    entries: press,
    empty: t('press.empty'),
  },
  byChoice('research reports', routes.reports, 'research-reports', 'reports', 'reports', 'type', REPORT_TYPES, 'reportType'),
];

type List = (typeof LISTS)[number];

const { open } = useBrowser();
/** React applies a selection after its render; a busy machine can take seconds to get there. */
const eventually = <T,>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

async function ready(page: Page) {
  await page.locator('[data-ready]').waitFor();
}
const shownTitles = (page: Page, list: List) => page.locator(`#${list.id} li[data-filter-entry]:visible h2`).allInnerTexts();
const button = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const expected = (list: List, value: string) => list.entries.filter((e) => value === 'all' || list.valueOf(e) === value).map((e) => e.title);
const pressed = (page: Page) => page.locator('[role="group"] button[aria-pressed="true"]').allInnerTexts();

describe.each(LISTS)('$name filter', (list) => {
  it('lists every entry newest first, fully in the HTML, with no filter bar without JavaScript', async () => {
    const page = await open(list.path, { javaScriptEnabled: false });
    expect(await shownTitles(page, list)).toEqual(list.entries.map((e) => e.title));
    expect(await page.locator('[role="group"]').isVisible()).toBe(false);
    expect(await page.getByText(list.empty).isVisible()).toBe(false);
    await page.context().close();
  });

  it('offers All first and then each value, with All selected', async () => {
    const page = await open(list.path);
    await ready(page);
    const group = page.getByRole('group', { name: list.group });
    expect(await group.getByRole('button').allInnerTexts()).toEqual([ALL, ...list.labels]);
    expect(await pressed(page)).toEqual([ALL]);
    expect(await shownTitles(page, list)).toEqual(list.entries.map((e) => e.title));
    await page.context().close();
  });

  it.each(list.labels)('"%s" shows only its entries and names itself in the address', async (label) => {
    const page = await open(list.path, { viewport: PHONE });
    await ready(page);
    const value = slugOf(label);
    await button(page, label).click();
    await eventually(() => pressed(page)).toEqual([label]);
    expect(new URL(page.url()).search).toBe(`?${list.param}=${value}`);
    const titles = expected(list, value);
    expect(titles.length, 'the content has entries for this value').toBeGreaterThan(0);
    await eventually(() => shownTitles(page, list)).toEqual(titles);
    await eventually(() => page.locator(`#${list.id} [role="status"]`).innerText()).toBe(t('filter.showing', { count: titles.length, total: list.entries.length }));
    expect(await page.getByText(list.empty).isVisible()).toBe(false);

    await button(page, ALL).click();
    await eventually(() => pressed(page)).toEqual([ALL]);
    expect(new URL(page.url()).search).toBe('');
    await eventually(() => shownTitles(page, list)).toEqual(list.entries.map((e) => e.title));
    await page.context().close();
  });

  it('keeps the selection across reload and Back, and opens a shared address filtered', async () => {
    const [first = '', second = ''] = list.labels;
    const page = await open(list.path);
    await ready(page);
    await button(page, first).click();
    await eventually(() => pressed(page)).toEqual([first]);
    await button(page, second).click();
    await eventually(() => pressed(page)).toEqual([second]);

    await page.reload();
    await ready(page);
    await eventually(() => pressed(page)).toEqual([second]);
    await eventually(() => shownTitles(page, list)).toEqual(expected(list, slugOf(second)));

    await page.goBack();
    await eventually(() => pressed(page)).toEqual([first]);
    expect(new URL(page.url()).search).toBe(`?${list.param}=${slugOf(first)}`);
    await eventually(() => shownTitles(page, list)).toEqual(expected(list, slugOf(first)));

    await page.goBack();
    await eventually(() => pressed(page)).toEqual([ALL]);
    await eventually(async () => (await shownTitles(page, list)).length).toBe(list.entries.length);

    await page.goto(`${list.path}?${list.param}=${slugOf(second)}`);
    await ready(page);
    await eventually(() => shownTitles(page, list)).toEqual(expected(list, slugOf(second)));
    await page.goto(`${list.path}?${list.param}=nonsense`);
    await ready(page);
    await eventually(() => pressed(page)).toEqual([ALL]);
    await page.context().close();
  });

  it('says so when a value has no entries', async () => {
    const label = list.labels.at(-1)!;
    const page = await open(list.path);
    await ready(page);
    // Every value has entries in the content, so the entries of one are taken out of the page.
    await page.evaluate(({ id, param, value }) => document.querySelectorAll(`#${id} li[data-filter-${param}="${value}"]`).forEach((li) => li.remove()), { id: list.id, param: list.param, value: slugOf(label) });
    await button(page, label).click();
    await eventually(() => page.getByText(list.empty).isVisible()).toBe(true);
    await eventually(() => shownTitles(page, list)).toEqual([]);
    const left = list.entries.filter((e) => list.valueOf(e) !== slugOf(label)).length;
    await eventually(() => page.locator(`#${list.id} [role="status"]`).innerText()).toBe(t('filter.showing', { count: 0, total: left }));
    await button(page, ALL).click();
    await eventually(() => page.getByText(list.empty).isVisible()).toBe(false);
    await page.context().close();
  });
});
