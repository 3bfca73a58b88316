/** Shapes the menu settings into what the menu panel and the footer show. */
import type { CollectionEntry } from 'astro:content';
import { routes } from './routes';

type Menu = CollectionEntry<'menu'>['data'];
interface NavLink {
  label: string;
  href: string;
}
export interface NavColumn {
  title: string;
  /** The group's overview page: the column's heading links to it rather than repeating it as a link. */
  href?: string;
  links: NavLink[];
}

/** Every link of a menu group, its sub-groups' overview pages and links included. */
function groupLinks(group: Menu['groups'][number]): NavLink[] {
  const links: NavLink[] = [...group.items];
  for (const sub of group.subgroups) {
    if (sub.href) links.push({ label: sub.title, href: sub.href });
    links.push(...sub.items);
  }
  if (group.href && links.length === 0) links.push({ label: group.title, href: group.href });
  return links;
}

/**
 * Footer columns: the menu's groups, plus the home page and /strategic-partnership.
 * Single-link groups such as Contact gather with home and the partnership page in one column.
 * A group's overview page is its column's heading, never a first link that repeats the heading.
 */
export function footerColumns(menu: Menu, labels: { home: string; partnership: string; more: string }): NavColumn[] {
  const columns: NavColumn[] = [];
  const extra: NavLink[] = [
    { label: labels.home, href: routes.home },
    { label: labels.partnership, href: routes.strategicPartnership },
  ];
  for (const group of menu.groups) {
    const links = groupLinks(group);
    if (group.items.length === 0 && group.subgroups.length === 0) extra.push(...links);
    else columns.push(group.href ? { title: group.title, href: group.href, links } : { title: group.title, links });
  }
  return [...columns, { title: labels.more, links: extra }];
}

/** The footer's copyright line, with the year of the build: "© Verbano Capital AG 2026. All rights reserved." */
export const copyrightLine = (legalName: string, rights: string, year: number) => `© ${legalName} ${year}. ${rights}`;
