/**
 * The list filters (the news lists' category, year and type; the portfolio's category,
 * municipality and status): which options a list offers, which one the address selects, and
 * which entries it keeps. Values in the address are lowercase slugs ("market-analysis"), so a
 * filtered list can be shared as a plain link.
 */

/** The value of the "All" option; it never appears in the address. */
export const ALL = 'all';

export interface FilterOption {
  value: string;
  label: string;
}

/** One filter of a list: its query parameter, its name, and its options, "All" first. */
export interface FilterGroup {
  /** Query parameter holding the selection, e.g. "category". */
  param: string;
  /** Accessible name of the button group, shown over it where the bar has several. */
  label: string;
  options: FilterOption[];
}

/** "Market Analysis" → "market-analysis"; years stay as they are. */
export const filterValue = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "All" first, then one option per value, in the order given, labelled in the page's language. */
export function filterOptions(labels: readonly string[], allLabel: string, labelOf: (label: string) => string = (label) => label): FilterOption[] {
  const seen = new Set<string>();
  const options: FilterOption[] = [{ value: ALL, label: allLabel }];
  for (const label of labels) {
    const value = filterValue(label);
    if (value === ALL || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: labelOf(label) });
  }
  return options;
}

/** Distinct years of the dates, newest first, as the year filter shows them. */
export function yearsOf(dates: readonly Date[]): string[] {
  const years = new Set(dates.map((d) => d.getUTCFullYear()));
  return [...years].sort((a, b) => b - a).map(String);
}

/** The option an address selects; anything unknown or missing means "All". */
export function readFilter(search: string, param: string, options: readonly FilterOption[]): string {
  const wanted = new URLSearchParams(search).get(param)?.toLowerCase();
  return options.some((o) => o.value === wanted && wanted !== ALL) ? (wanted as string) : ALL;
}

/** The address of a filtered list: `?param=value`, other parameters and the hash kept. */
export function filterHref(current: string, param: string, value: string): string {
  const url = new URL(current, 'http://x');
  if (value === ALL) url.searchParams.delete(param);
  else url.searchParams.set(param, value);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** An entry may have several values of one filter (a project in two municipalities), separated by spaces. */
export const matchesFilter = (itemValues: string, selected: string) => selected === ALL || itemValues.split(' ').includes(selected);

/** The entries a filter keeps, in their original order. */
export function applyFilter<T>(items: readonly T[], valueOf: (item: T) => string, selected: string): T[] {
  return items.filter((item) => matchesFilter(valueOf(item), selected));
}
