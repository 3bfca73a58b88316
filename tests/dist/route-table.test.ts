/**
 * The route table against the build: the build made exactly the table's pages (the not-found
 * pages, which answer addresses that are no page, aside), so a template added under src/pages
 * without its address in the table, or a page the table lists and no template makes, fails here.
 * The sitemap lists exactly the pages the table says it lists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { routeTable } from '@/lib/route-table';
import { builtPages } from '../support/site';

const NOT_FOUND = /(^|\/)404$/;
const table = routeTable();

it('the build made every page of the route table, and no other', () => {
  const built = builtPages().map((p) => p.path).filter((path) => !NOT_FOUND.test(path));
  expect(built.sort()).toEqual(table.map((r) => r.path).sort());
});

it('the sitemap lists the pages the route table lists', () => {
  const sitemap = readFileSync(join('dist', 'sitemap-0.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  expect(listed.sort()).toEqual(table.filter((r) => r.listed).map((r) => r.path).sort());
});
