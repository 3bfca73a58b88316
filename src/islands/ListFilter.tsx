/**
 * The filter bar of a list: one row of options per filter (a news list's category, year or type;
 * the portfolio's category, municipality and status). The list itself is plain HTML with every
 * entry in it, each marked `data-filter-entry` and carrying its values of each filter as
 * `data-filter-<param>` (several separated by spaces); this island only hides the entries the
 * selection excludes, so the page is complete without JavaScript and for search engines. Other
 * pictures of the same entries (a map's marks, `data-filter-mark`) follow the selection without
 * being counted, and a part of the list (`data-filter-part`) with no entry left goes with them.
 * The selection lives in the address (`?param=value&…`), so it can be shared, and reload and
 * Back restore it; a link to another view of the same list (`data-filter-carry`) takes it along.
 */
import { useEffect, useState } from 'react';
import { fill } from '@/i18n/message';
import { ALL, filterHref, matchesFilter, readFilter, type FilterGroup } from '@/lib/filters';

interface Props {
  groups: FilterGroup[];
  /** Element holding the entries and the empty message (`[data-filter-empty]`). */
  listId: string;
  /** "Showing {count} of {total}", announced after each change. */
  statusTemplate: string;
}

type Selection = Record<string, string>;

const readSelection = (groups: FilterGroup[]): Selection => Object.fromEntries(groups.map((g) => [g.param, readFilter(window.location.search, g.param, g.options)]));

export default function ListFilter({ groups, listId, statusTemplate }: Props) {
  const [selected, setSelected] = useState<Selection>(() => Object.fromEntries(groups.map((g) => [g.param, ALL])));
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const sync = () => setSelected(readSelection(groups));
    sync();
    setReady(true);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [groups]);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const keeps = (element: Element) => groups.every((g) => matchesFilter(element.getAttribute(`data-filter-${g.param}`) ?? '', selected[g.param] ?? ALL));
    const entries = [...list.querySelectorAll<HTMLElement>('[data-filter-entry]')];
    let shown = 0;
    for (const entry of entries) {
      const keep = keeps(entry);
      entry.hidden = !keep;
      if (keep) shown++;
    }
    // A map's marks are SVG elements, which have no `hidden` property; the attribute hides them all the same.
    for (const mark of list.querySelectorAll('[data-filter-mark]')) mark.toggleAttribute('hidden', !keeps(mark));
    for (const part of list.querySelectorAll<HTMLElement>('[data-filter-part]')) part.hidden = !part.querySelector('[data-filter-entry]:not([hidden])');
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-filter-carry]')) {
      const url = new URL(link.href);
      url.search = window.location.search;
      link.href = url.href;
    }
    const empty = list.querySelector<HTMLElement>('[data-filter-empty]');
    if (empty) empty.hidden = shown > 0;
    setStatus(fill(statusTemplate, { count: shown, total: entries.length }));
  }, [selected, groups, listId, statusTemplate]);

  function choose(param: string, value: string) {
    if (value === selected[param]) return;
    window.history.pushState(window.history.state, '', filterHref(window.location.href, param, value));
    setSelected({ ...selected, [param]: value });
  }

  const several = groups.length > 1;
  return (
    // Invisible, not removed, until hydrated: keeping their space avoids a jump when the buttons
    // appear. Without JavaScript they could never work, and the bar goes altogether.
    <div className={[ready ? 'filter-bar' : 'filter-bar invisible noscript:hidden', several && 'grid gap-5'].filter(Boolean).join(' ')} data-ready={ready ? '' : undefined}>
      {groups.map((group) => (
        <div key={group.param} className={several ? 'grid gap-2' : undefined}>
          {several && (
            <p className="eyebrow text-ink-soft" aria-hidden="true">
              {group.label}
            </p>
          )}
          <div role="group" aria-label={group.label} className="flex flex-wrap gap-2" data-filter-group={group.param}>
            {group.options.map((option) => {
              const active = option.value === selected[group.param];
              return (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={active}
                  data-value={option.value}
                  onClick={() => choose(group.param, option.value)}
                  className="filter-option"
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <p role="status" className="sr-only">
        {ready ? status : ''}
      </p>
    </div>
  );
}
