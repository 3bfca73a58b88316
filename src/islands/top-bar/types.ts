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
  /** The words of the panels and notifications, which no one sees before the menu has arrived. */
  strings: PanelStrings;
  /** The menu's labels that are English standing in for their translation. */
  english: string[];
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

/** The words of the bar's own controls, in the props of every page: the server renders them. */
/** `languageCurrent` names the language shown ("Language:", fr "Langue :"), its punctuation set as the language sets it. */
export type BarStrings = Record<'mainNav' | 'menu' | 'language' | 'languageCurrent' | 'investorLogin' | 'logout', string>;

/** The words of the panels and notifications, read with the menu (`MenuData`). */
type PanelStrings = Record<
  | 'menuDialog'
  | 'closeMenu'
  | 'overview'
  | 'legal'
  | 'investorTitle'
  | 'investorSubtitle'
  | 'email'
  | 'password'
  | 'submit'
  | 'closeInvestor'
  | 'inquiry'
  | 'inquiryLink'
  | 'unlocked'
  | 'loggedOut'
  | 'invalidTitle'
  | 'invalidDescription'
  | 'notifications'
  | 'closeNotification',
  string
>;

export type TopBarStrings = BarStrings & PanelStrings;

export type Panel = 'menu' | 'investor' | 'language';
