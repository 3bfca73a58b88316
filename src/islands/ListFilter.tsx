/**
 * The filter bar of a news list (category, year or type). The list itself is plain HTML with
 * every entry in it, each marked `data-filter-value`; this island only hides the entries the
 * selected option excludes, so the page is complete without JavaScript and for search engines.
 * The selection lives in the address (`?param=value`), so it can be shared, and reload and
 * Back restore it.
 */
import { useEffect, useState } from 'react';
import { ALL, filterHref, matchesFilter, readFilter, type FilterOption } from '@/lib/news/filters';

interface Props {
  /** Query parameter holding the selection, e.g. "category". */
  param: string;
  /** Accessible name of the button group. */
  label: string;
  options: FilterOption[];
  /** Element holding the entries (`[data-filter-value]`) and the empty message (`[data-filter-empty]`). */
  listId: string;
  /** "Showing {count} of {total}", announced after each change. */
  statusTemplate: string;
}

export default function ListFilter({ param, label, options, listId, statusTemplate }: Props) {
  const [selected, setSelected] = useState(ALL);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const sync = () => setSelected(readFilter(window.location.search, param, options));
    sync();
    setReady(true);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [param, options]);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const items = [...list.querySelectorAll<HTMLElement>('[data-filter-value]')];
    let shown = 0;
    for (const item of items) {
      const keep = matchesFilter(item.dataset['filterValue'] ?? '', selected);
      item.hidden = !keep;
      if (keep) shown++;
    }
    const empty = list.querySelector<HTMLElement>('[data-filter-empty]');
    if (empty) empty.hidden = shown > 0;
    list.dataset['filter'] = selected;
    setStatus(statusTemplate.replace('{count}', String(shown)).replace('{total}', String(items.length)));
  }, [selected, listId, statusTemplate]);

  function choose(value: string) {
    if (value === selected) return;
    window.history.pushState(window.history.state, '', filterHref(window.location.href, param, value));
    setSelected(value);
  }

  return (
    // Invisible, not removed, until hydrated: keeping their space avoids a jump when the buttons
    // appear. Without JavaScript they could never work, and the row goes altogether.
    <div className={ready ? 'filter-bar' : 'filter-bar invisible noscript:hidden'} data-ready={ready ? '' : undefined}>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === selected;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              data-value={option.value}
              onClick={() => choose(option.value)}
              className={[
                'min-h-11 rounded-full border px-5 text-sm font-medium tracking-wide transition-colors duration-300',
                active ? 'border-ink bg-ink text-ivory' : 'border-ink/25 text-ink hover:border-ink hover:bg-ink/5',
              ].join(' ')}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {ready ? status : ''}
      </p>
    </div>
  );
}
