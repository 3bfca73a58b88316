/**
 * The menu panel: a modal dialog sliding in from the right (the full width on phones, half the
 * screen from the lg breakpoint) with the menu's groups, the language choice, the investor login
 * and the legal links.
 */
import { LockIcon, CloseIcon } from './icons';
import LanguageLink from './LanguageLink';
import MenuGroups from './MenuGroups';
import Sheet from './Sheet';
import type { LanguageOption, MenuData, TopBarStrings } from './types';
import { useFollowLink } from './use-follow-link';
import { Text } from '../Text';

interface Props {
  open: boolean;
  menu: MenuData;
  /** The address of the page being shown, which its link marks as current. */
  currentPath: string;
  languages: LanguageOption[];
  strings: TopBarStrings;
  /** `restoreFocus` is false when the visitor is leaving for another place. */
  onClose: (restoreFocus: boolean) => void;
  onInvestorLogin: () => void;
}

export default function MenuPanel({ open, menu, currentPath, languages, strings, onClose, onInvestorLogin }: Props) {
  const followLink = useFollowLink(onClose);

  return (
    <Sheet
      open={open}
      layerClass="z-[60]"
      onDismiss={() => onClose(true)}
      hidden={{ x: '100%' }}
      shown={{ x: 0 }}
      panel={{
        id: 'site-menu',
        'aria-label': strings.menuDialog,
        className: 'on-dark bg-ink-deep text-ivory absolute inset-y-0 right-0 flex w-full flex-col overflow-y-auto overscroll-contain lg:w-1/2',
      }}
    >
      <div className="flex h-(--header-height) shrink-0 items-center justify-between px-[clamp(1.25rem,4vw,3.5rem)]">
        <p className="eyebrow text-brass">{strings.menu}</p>
        <button
          type="button"
          data-autofocus
          onClick={() => onClose(true)}
          className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors hover:bg-ivory/10"
          aria-label={strings.closeMenu}
        >
          <CloseIcon />
        </button>
      </div>

      <nav aria-label={strings.menu} className="flex-1 px-[clamp(1.25rem,4vw,3.5rem)] pt-4 pb-10">
        <MenuGroups groups={menu.groups} currentPath={currentPath} overviewLabel={strings.overview} onFollow={followLink} />

        <div className="mt-10 flex flex-wrap items-center justify-between gap-6">
          <button
            type="button"
            onClick={onInvestorLogin}
            className="border-ivory/70 text-ivory hover:bg-ivory hover:text-ink inline-flex min-h-12 items-center gap-3 border px-6 text-sm font-semibold tracking-wide transition-colors duration-300"
          >
            <LockIcon className="h-4 w-4" />
            {strings.investorLogin}
          </button>
          <div role="group" aria-label={strings.language}>
            <ul className="flex gap-1">
              {languages.map((language) => (
                <li key={language.code}>
                  <LanguageLink
                    language={language}
                    onChoose={() => onClose(false)}
                    className="figures text-ivory/75 hover:text-ivory aria-[current]:border-brass aria-[current]:text-ivory inline-flex min-h-11 min-w-11 items-center justify-center border-b-2 border-transparent text-xs font-semibold tracking-[0.16em] transition-colors"
                  >
                    {language.short}
                    <span className="sr-only"> {language.label}</span>
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>

      <div className="border-ivory/15 border-t px-[clamp(1.25rem,4vw,3.5rem)] py-6">
        <nav aria-label={strings.legal}>
          <ul className="text-ivory/75 flex flex-wrap gap-x-6 gap-y-1 text-xs">
            {menu.legal.map((item) => (
              <li key={item.href}>
                <a href={item.href} onClick={followLink} aria-current={item.href === currentPath ? 'page' : undefined} className="inline-flex min-h-11 items-center transition-colors hover:text-ivory">
                  <Text>{item.label}</Text>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Sheet>
  );
}
