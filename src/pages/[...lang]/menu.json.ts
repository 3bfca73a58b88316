import type { APIContext } from 'astro';
import { englishAmong } from '@/islands/Text';
import type { MenuData, MenuLink } from '@/islands/top-bar/types';
import { TOAST } from '@/lib/constants';
import { languagePaths } from '@/lib/content/static-paths';
import { localizePath } from '@/lib/routes';

/**
 * /menu.json in English, /<language>/menu.json in each other language: the menu's groups and
 * legal links with their addresses in that language, and the words of the top bar's panels and
 * notifications, which the top bar reads when it hydrates (one file the browser keeps across pages,
 * rather than the same words in the HTML of every page).
 */
export const getStaticPaths = languagePaths;

export function GET({ locals: { menu, lang, t, fallbackLang } }: APIContext) {
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
    english: englishAmong([menu.groups, menu.legal], fallbackLang),
    strings: {
      menuDialog: t('menu.dialog'),
      closeMenu: t('header.closeMenu'),
      overview: t('menu.overview'),
      legal: t('footer.legal'),
      investorTitle: t('investor.title'),
      investorSubtitle: t('investor.subtitle'),
      email: t('investor.email'),
      password: t('investor.password'),
      submit: t('investor.submit'),
      closeInvestor: t('investor.close'),
      inquiry: t('investor.inquiry'),
      inquiryLink: t('investor.inquiryLink'),
      unlocked: t('panel.unlocked'),
      loggedOut: t('panel.loggedOut'),
      invalidTitle: t('login.invalidTitle'),
      invalidDescription: t('login.invalidDescription'),
      notifications: t('toast.region', { hotkey: TOAST.hotkey }),
      closeNotification: t('toast.close'),
    },
  };
  return Response.json(data);
}
