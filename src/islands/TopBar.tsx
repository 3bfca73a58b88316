/**
 * The top bar's controls and the three panels they open: language dropdown, investor panel and
 * menu. One island owns all three so that at most one is open at a time.
 *
 * The server renders the controls as plain links (menu → the footer's navigation, investor
 * login → its own page, and without JavaScript the languages side by side) that work without
 * JavaScript; once hydrated they become buttons that open the panels in place. Hydration waits for
 * the visitor's first intent (src/lib/top-bar-wake.ts), and counts as done once the menu has arrived
 * (`useMenu`), so the click that woke the bar opens a full menu. The menu brings the words of the
 * panels and notifications too: the page's props carry only those of the controls themselves. If
 * the menu cannot be read, the menu and investor controls stay the links they are without JavaScript.
 *
 * The investor panel and /investor-login share one login (src/lib/auth): once it is open, the
 * investor control becomes "Log out", here and in the menu.
 */
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { isUnlocked, logout, subscribe, unlock } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { spaceClicks } from './link-button';
import Toaster from './Toaster';
import { LockIcon, MenuIcon } from './top-bar/icons';
import InvestorPanel from './top-bar/InvestorPanel';
import type { InvestorCredentials } from './top-bar/investor-access';
import LanguageDropdown from './top-bar/LanguageDropdown';
import MenuPanel from './top-bar/MenuPanel';
import type { BarStrings, LanguageOption, Panel } from './top-bar/types';
import { English } from './Text';
import { useMenu } from './top-bar/use-menu';
import { useHydrated } from './use-hydrated';

export interface TopBarProps {
  /** Where the menu (its links and the panels' words) is read from once the bar hydrates. */
  menuUrl: string;
  /** The address of the page being shown. */
  currentPath: string;
  languages: LanguageOption[];
  /** Where the menu button leads without JavaScript. */
  menuFallbackHref: string;
  investorLoginHref: string;
  contactHref: string;
  strings: BarStrings;
}

/** The bar's three controls (the `bar-control` class of global.css). */
const control = 'bar-control';

export default function TopBar({ menuUrl, currentPath, languages, menuFallbackHref, investorLoginHref, contactHref, strings: barStrings }: TopBarProps) {
  const [open, setOpen] = useState<Panel | null>(null);
  const hydrated = useHydrated();
  const menu = useMenu(menuUrl);
  const strings = menu ? { ...barStrings, ...menu.strings } : null;
  const openRef = useRef<Panel | null>(null);
  const focusAfterClose = useRef<Panel | null>(null);
  const unlocked = useSyncExternalStore(subscribe, isUnlocked, () => false) && hydrated;
  const logoutButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  /** The control that takes focus once the investor control has switched. */
  const focusAfterSwitch = useRef<'logout' | 'login' | null>(null);
  const toggles = {
    menu: useRef<HTMLAnchorElement>(null),
    investor: useRef<HTMLAnchorElement>(null),
    language: useRef<HTMLButtonElement>(null),
  };
  openRef.current = open;

  const close = useCallback((restoreFocus = true) => {
    if (restoreFocus) focusAfterClose.current = openRef.current;
    setOpen(null);
  }, []);
  const dismiss = useCallback(() => close(false), [close]);
  const toggle = (panel: Panel) => (openRef.current === panel ? close() : setOpen(panel));

  useEffect(() => {
    if (open !== null || !focusAfterClose.current) return;
    toggles[focusAfterClose.current].current?.focus();
    focusAfterClose.current = null;
  });

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  useEffect(() => {
    // Once the panel has closed: while it is open, its focus trap takes focus back into it.
    if (open !== null) return;
    if (focusAfterSwitch.current === 'logout') logoutButton.current?.focus();
    if (focusAfterSwitch.current === 'login') toggles.investor.current?.focus();
    focusAfterSwitch.current = null;
    // Runs when the investor control has switched or a panel closed (the refs themselves never change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unlocked, open]);

  const submitInvestor = async ({ password }: InvestorCredentials) => {
    // Set first: the control switches as soon as the login is recorded, inside unlock().
    focusAfterSwitch.current = 'logout';
    if (await unlock(password)) {
      close(false);
      if (strings) toast({ title: strings.unlocked });
    } else {
      focusAfterSwitch.current = null;
      if (strings) toast({ variant: 'destructive', title: strings.invalidTitle, description: strings.invalidDescription });
    }
  };

  const logOut = () => {
    focusAfterSwitch.current = 'login';
    close(false);
    void logout();
    // Without the menu's words (it could not be read) the logout happens all the same, unannounced.
    if (strings) toast({ title: strings.loggedOut });
  };

  useEffect(() => {
    // A page restored from the back/forward cache comes back with its panels closed.
    const onShow = (event: PageTransitionEvent) => event.persisted && setOpen(null);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const asButton = (panel: Panel, controls: string) =>
    hydrated
      ? {
          role: 'button',
          'aria-expanded': open === panel,
          'aria-controls': controls,
          'aria-haspopup': 'dialog' as const,
          onKeyDown: spaceClicks,
          onClick: (event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            toggle(panel);
          },
        }
      : {};

  return (
    <nav ref={nav} aria-label={barStrings.mainNav} className="flex items-center gap-0.5 sm:gap-2" data-hydrated={hydrated && menu !== null ? '' : undefined}>
      <LanguageDropdown
        languages={languages}
        label={barStrings.language}
        currentLabel={barStrings.languageCurrent}
        open={open === 'language'}
        hydrated={hydrated}
        toggleRef={toggles.language}
        controlClass={control}
        onToggle={() => toggle('language')}
        onDismiss={dismiss}
      />
      {unlocked ? (
        <button ref={logoutButton} type="button" className={control} onClick={logOut} data-logout>
          <LockIcon className="h-[1.125rem] w-[1.125rem] opacity-80" />
          <span className="max-sm:sr-only">{barStrings.logout}</span>
        </button>
      ) : (
        <a ref={toggles.investor} href={investorLoginHref} className={control} {...(strings ? asButton('investor', 'investor-panel') : {})}>
          <LockIcon className="h-[1.125rem] w-[1.125rem] opacity-80" />
          <span className="max-sm:sr-only">{barStrings.investorLogin}</span>
        </a>
      )}
      <a ref={toggles.menu} href={menuFallbackHref} className={control} {...(menu ? asButton('menu', 'site-menu') : {})}>
        <MenuIcon />
        <span>{barStrings.menu}</span>
      </a>
      {hydrated &&
        menu &&
        strings &&
        createPortal(
          <LazyMotion features={domAnimation} strict>
            <MotionConfig reducedMotion="user">
              <InvestorPanel
                open={open === 'investor'}
                contactHref={contactHref}
                strings={strings}
                onClose={close}
                onSubmit={submitInvestor}
                topBar={() => nav.current?.closest('header')}
              />
              <English.Provider value={new Set(menu.english)}>
                <MenuPanel
                  open={open === 'menu'}
                  menu={menu}
                  currentPath={currentPath}
                  languages={languages}
                  strings={unlocked ? { ...strings, investorLogin: strings.logout } : strings}
                  onClose={close}
                  onInvestorLogin={unlocked ? logOut : () => setOpen('investor')}
                />
              </English.Provider>
              <Toaster labels={{ region: strings.notifications, close: strings.closeNotification }} />
            </MotionConfig>
          </LazyMotion>,
          document.body,
        )}
    </nav>
  );
}
