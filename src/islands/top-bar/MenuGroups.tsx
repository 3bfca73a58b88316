/**
 * The menu's groups as an accordion: one top-level group open at a time (at first the one holding
 * the page being shown), sub-groups opening on their own. A group without links is a link itself.
 */
import { useState, type MouseEvent } from 'react';
import Collapsible from './Collapsible';
import { ArrowIcon, ChevronIcon } from './icons';
import type { MenuGroup, MenuLink } from './types';
import { Text } from '../Text';

interface Props {
  groups: MenuGroup[];
  /** The address of the page being shown, which its link marks as current. */
  currentPath: string;
  /** The label of a group's or sub-group's own page, listed first among its links. */
  overviewLabel: string;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const LINK_CLASS =
  'flex min-h-11 items-center rounded-sm py-1.5 text-[0.95rem] text-ivory/80 transition-colors hover:text-ivory aria-[current=page]:text-ivory aria-[current=page]:underline aria-[current=page]:decoration-brass aria-[current=page]:underline-offset-4';
const HEADING_CLASS = 'font-display flex min-h-14 w-full items-center justify-between gap-6 py-3 text-left text-3xl leading-tight text-ivory transition-colors hover:text-brass md:text-4xl';

const holds = (links: MenuLink[], currentPath: string) => links.some((l) => l.href === currentPath);
const containsCurrent = (group: MenuGroup, currentPath: string) => holds([...group.items, ...group.subgroups.flatMap((s) => s.items)], currentPath);

export default function MenuGroups({ groups, currentPath, overviewLabel, onFollow }: Props) {
  const [openGroup, setOpenGroup] = useState<number | null>(() => {
    const index = groups.findIndex((group) => containsCurrent(group, currentPath));
    return index >= 0 ? index : null;
  });
  const [openSubgroups, setOpenSubgroups] = useState<Record<string, boolean>>({});

  const link = (item: MenuLink) => (
    <li key={item.href}>
      <a href={item.href} className={LINK_CLASS} aria-current={item.href === currentPath ? 'page' : undefined} onClick={onFollow}>
        <Text>{item.label}</Text>
      </a>
    </li>
  );
  const overview = (href: string) => link({ label: overviewLabel, href });

  return (
    <ul className="divide-ivory/15 border-ivory/15 divide-y border-y">
      {groups.map((group, index) => {
        if (group.items.length === 0 && group.subgroups.length === 0) {
          return (
            <li key={group.title}>
              <a href={group.href} className={HEADING_CLASS} onClick={onFollow}>
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
              <button type="button" className={HEADING_CLASS} aria-expanded={expanded} aria-controls={regionId} onClick={() => setOpenGroup(expanded ? null : index)}>
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
                  const subOpen = openSubgroups[key] ?? holds(sub.items, currentPath);
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
  );
}
