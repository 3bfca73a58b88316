import type { APIContext } from 'astro';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n';
import type { MenuData, MenuLink } from '@/islands/top-bar/types';
import { localizePath } from '@/lib/routes';

/**
 * /menu.json in English, /<language>/menu.json in each other language: the menu's groups and
 * legal links with their addresses in that language, which the top bar reads when it hydrates.
 */
export const getStaticPaths = () => LOCALES.map((l) => ({ params: { lang: l.code === DEFAULT_LOCALE ? undefined : l.code } }));

export function GET({ locals: { menu, lang } }: APIContext) {
  const link = (item: MenuLink): MenuLink => ({ label: item.label, href: localizePath(item.href, lang) });
  const localized = (href: string | undefined) => href && localizePath(href, lang);
  const data: MenuData = {
    groups: menu.groups.map((group) => ({
      title: group.title,
      href: localized(group.href),
      items: (group.items ?? []).map(link),
      subgroups: (group.subgroups ?? []).map((sub) => ({ title: sub.title, href: localized(sub.href), items: sub.items.map(link) })),
    })),
    legal: menu.legal.map(link),
  };
  return Response.json(data);
}
