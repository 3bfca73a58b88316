/** What the top bar island receives from the server: links already localised, strings translated. */
export interface MenuLink {
  label: string;
  href: string;
}

interface MenuSubgroup {
  title: string;
  href?: string | undefined;
  items: MenuLink[];
}

export interface MenuGroup {
  title: string;
  href?: string | undefined;
  items: MenuLink[];
  subgroups: MenuSubgroup[];
}

/** The menu of one language, as `/<language>/menu.json` serves it. */
export interface MenuData {
  groups: MenuGroup[];
  legal: MenuLink[];
}

export interface LanguageOption {
  code: string;
  /** The code as shown, e.g. "EN". */
  short: string;
  label: string;
  lang: string;
  /** The page being shown, in this language. */
  href: string;
  current: boolean;
}

export type TopBarStrings = Record<
  | 'mainNav'
  | 'menu'
  | 'menuDialog'
  | 'closeMenu'
  | 'overview'
  | 'language'
  | 'investorLogin'
  | 'legal'
  | 'investorTitle'
  | 'investorSubtitle'
  | 'email'
  | 'password'
  | 'submit'
  | 'closeInvestor'
  | 'inquiry'
  | 'inquiryLink'
  | 'logout'
  | 'unlocked'
  | 'loggedOut'
  | 'invalidTitle'
  | 'invalidDescription'
  | 'notifications'
  | 'closeNotification',
  string
>;

export type Panel = 'menu' | 'investor' | 'language';
