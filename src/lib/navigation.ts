/** Shapes the menu settings into what the menu panel and the footer show. */
import type { CollectionEntry } from 'astro:content';
import type { UIKey } from '@/i18n';
import { routes } from './routes';

type Menu = CollectionEntry<'menu'>['data'];
interface NavLink {
  label: string;
  href: string;
}
interface NavColumn {
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
 * The footer's links that are not the menu's, in the order shown, named by their UI string
 * (src/i18n): home and the partnership page start the last column, the credits end the legal
 * links. Every other link of the footer is the menu's (content/settings/menu.yml).
 */
const FOOTER_OWN_LINKS = {
  more: [
    { label: 'footer.home', href: routes.home },
    { label: 'footer.partnership', href: routes.strategicPartnership },
  ],
  legal: [{ label: 'footer.credits', href: routes.credits }],
} as const satisfies Record<string, readonly { label: UIKey; href: string }[]>;

interface FooterLinks {
  columns: NavColumn[];
  legal: NavLink[];
}

/**
 * The footer's links: a column for each of the menu's groups, then one (headed `footer.more`)
 * that gathers the footer's own links with the single-link groups such as Contact; under them
 * the menu's legal links and the credits. A group's overview page is its column's heading, never
 * a first link that repeats the heading.
 */
export function footerLinks(menu: Menu, t: (key: UIKey) => string): FooterLinks {
  const own = (links: readonly { label: UIKey; href: string }[]) => links.map(({ label, href }) => ({ label: t(label), href }));
  const columns: NavColumn[] = [];
  const more: NavLink[] = own(FOOTER_OWN_LINKS.more);
  for (const group of menu.groups) {
    const links = groupLinks(group);
    if (group.items.length === 0 && group.subgroups.length === 0) more.push(...links);
    else columns.push(group.href ? { title: group.title, href: group.href, links } : { title: group.title, links });
  }
  return { columns: [...columns, { title: t('footer.more'), links: more }], legal: [...menu.legal, ...own(FOOTER_OWN_LINKS.legal)] };
}

/** The footer's copyright line, with the year of the build: "© Verbano Capital AG 2026. All rights reserved." */
export const copyrightLine = (legalName: string, rights: string, year: number) => `© ${legalName} ${year}. ${rights}`;
