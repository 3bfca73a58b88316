/**
 * The menu panel: a modal dialog sliding in from the right (the full width on phones, half the
 * screen from the lg breakpoint) with the menu's accordion groups, the language choice, the
 * investor login and the legal links. One top-level group is open at a time; sub-groups open
 * on their own.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { MENU } from '@/lib/constants';
import { menuLinkAction } from '@/lib/menu-links';
import { ArrowIcon, ChevronIcon, CloseIcon, LockIcon } from './icons';
import LanguageLink from './LanguageLink';
import Sheet from './Sheet';
import type { LanguageOption, MenuData, MenuGroup, MenuLink, TopBarStrings } from './types';
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

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function scrollToId(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth' });
}

const containsCurrent = (group: MenuGroup, currentPath: string) => [...group.items, ...group.subgroups.flatMap((s) => s.items)].some((l) => l.href === currentPath);

/** Opens and closes a region with a height transition; the closed region is out of reach. */
function Collapsible({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <div
      id={id}
      inert={!open}
      className={`grid duration-500 ease-calm ${open ? 'visible grid-rows-[1fr] transition-[grid-template-rows]' : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]'}`}
    >
      <div className="min-h-0 overflow-hidden">{children}</div>
    </div>
  );
}

export default function MenuPanel({ open, menu, currentPath, languages, strings, onClose, onInvestorLogin }: Props) {
  const { groups, legal } = menu;
  const current = (item: MenuLink) => (item.href === currentPath ? 'page' : undefined);
  const [openGroup, setOpenGroup] = useState<number | null>(() => {
    const index = groups.findIndex((group) => containsCurrent(group, currentPath));
    return index >= 0 ? index : null;
  });
  const [openSubgroups, setOpenSubgroups] = useState<Record<string, boolean>>({});

  const followLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const action = menuLinkAction(event.currentTarget.href, window.location.href);
    onClose(false);
    if (action.kind === 'follow') return;
    event.preventDefault();
    if (action.kind === 'scroll') {
      window.history.pushState(window.history.state, '', `#${encodeURIComponent(action.id)}`);
      // The page scrolls again once the panel's scroll lock is gone.
      requestAnimationFrame(() => scrollToId(action.id));
      return;
    }
    try {
      sessionStorage.setItem(MENU.anchorStorageKey, JSON.stringify({ path: action.path, id: action.id }));
      window.location.assign(action.path);
    } catch {
      window.location.assign(event.currentTarget.href);
    }
  };

  const linkClass =
    'flex min-h-11 items-center rounded-sm py-1.5 text-[0.95rem] text-ivory/80 transition-colors hover:text-ivory aria-[current=page]:text-ivory aria-[current=page]:underline aria-[current=page]:decoration-brass aria-[current=page]:underline-offset-4';
  const link = (item: MenuLink) => (
    <li key={item.href}>
      <a href={item.href} className={linkClass} aria-current={current(item)} onClick={followLink}>
        <Text>{item.label}</Text>
      </a>
    </li>
  );
  const overview = (href: string) => link({ label: strings.overview, href });
  const headingClass = 'font-display flex min-h-14 w-full items-center justify-between gap-6 text-left text-3xl leading-tight text-ivory transition-colors hover:text-brass md:text-4xl';

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
        <ul className="divide-ivory/15 border-ivory/15 divide-y border-y">
          {groups.map((group, index) => {
            const hasChildren = group.items.length > 0 || group.subgroups.length > 0;
            if (!hasChildren) {
              return (
                <li key={group.title}>
                  <a href={group.href} className={`${headingClass} py-3`} onClick={followLink}>
                    <Text>{group.title}</Text>
                    <ArrowIcon className="h-5 w-5 shrink-0 opacity-70" />
                  </a>
                </li>
              );
            }
            const expanded = openGroup === index;
            const regionId = `menu-group-${index}`;
            return (
              <li key={group.title}>
                <h2>
                  <button
                    type="button"
                    className={`${headingClass} py-3`}
                    aria-expanded={expanded}
                    aria-controls={regionId}
                    onClick={() => setOpenGroup(expanded ? null : index)}
                  >
                    <Text>{group.title}</Text>
                    <ChevronIcon className={`h-5 w-5 shrink-0 opacity-70 transition-transform duration-500 ${expanded ? 'rotate-180' : ''}`} />
                  </button>
                </h2>
                <Collapsible id={regionId} open={expanded}>
                  <ul className="pb-5">
                    {group.href && overview(group.href)}
                    {group.items.map(link)}
                    {group.subgroups.map((sub, subIndex) => {
                      const key = `${index}-${subIndex}`;
                      const subOpen = openSubgroups[key] ?? sub.items.some((l) => l.href === currentPath);
                      return (
                        <li key={sub.title} className="border-ivory/10 mt-1 border-t first:border-t-0">
                          <h3>
                            <button
                              type="button"
                              className="eyebrow text-brass flex min-h-11 font-sans w-full items-center justify-between gap-4 py-2 text-left transition-colors hover:text-ivory"
                              aria-expanded={subOpen}
                              aria-controls={`menu-subgroup-${key}`}
                              onClick={() => setOpenSubgroups((all) => ({ ...all, [key]: !subOpen }))}
                            >
                              <Text>{sub.title}</Text>
                              <ChevronIcon className={`h-4 w-4 shrink-0 transition-transform duration-500 ${subOpen ? 'rotate-180' : ''}`} />
                            </button>
                          </h3>
                          <Collapsible id={`menu-subgroup-${key}`} open={subOpen}>
                            <ul className="grid pb-3 sm:grid-cols-2 sm:gap-x-6">
                              {sub.href && overview(sub.href)}
                              {sub.items.map(link)}
                            </ul>
                          </Collapsible>
                        </li>
                      );
                    })}
                  </ul>
                </Collapsible>
              </li>
            );
          })}
        </ul>

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
            {legal.map((item) => (
              <li key={item.href}>
                <a href={item.href} onClick={followLink} aria-current={current(item)} className="inline-flex min-h-11 items-center transition-colors hover:text-ivory">
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
