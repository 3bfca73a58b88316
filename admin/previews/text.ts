/**
 * The words of the previews: the site's own English UI strings, so a preview says what the page
 * will say, and the few notes that only the CMS shows.
 */
import { DEFAULT_LOCALE, useTranslations } from '../../src/i18n';
import { formatAmount, formatArea, formatDate, pluralForm } from '../../src/lib/format';

export const t = useTranslations(DEFAULT_LOCALE);

/** "1 key deliverable", "3 key deliverables": the dictionaries' `.one` and `.other` variants. */
export const tCount = (key: 'project.deliverables' | 'project.phaseCount', count: number) => t(`${key}.${pluralForm(count)}`, { count });

/** Editor-facing notes; the site itself never shows these. */
export const NOTES = {
  noPicture: 'No picture yet',
  investorsOnly: 'Investors only: visitors see these details after the investor login.',
  listing: (what: string) => `On the site, ${what} appear here, as entered in their own collection.`,
} as const;

export type Image = { src?: string; alt?: string };

/**
 * The picture of a list item, whether the item is the picture itself ({ src, alt }) or holds
 * it under one key ({ photo: { src, alt } }).
 */
export function imageOf(item: unknown): Image | undefined {
  if (!item || typeof item !== 'object') return undefined;
  if ('src' in item) return item as Image;
  const inner = Object.values(item).find((value): value is Image => Boolean(value) && typeof value === 'object' && 'src' in value);
  return inner;
}

/** Dates are held as YYYY-MM-DD in the form. */
function toDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date as the site writes it ("14 March 2025"); an unfinished one as typed. */
export function dateText(value: string | undefined): string {
  const date = toDate(value);
  return date ? formatDate(date) : (value ?? '');
}

/**
 * A figure of the form as the site writes it. A number field holds the text typed while it is not
 * a number (the form marks it); the preview then shows a dash, not "NaN m²".
 */
const figure = (value: unknown, format: (n: number) => string) => (typeof value === 'number' && Number.isFinite(value) ? format(value) : '—');

/** "CHF 88.1M", or a dash. */
export const amountText = (value: unknown, currency: string) => figure(value, (n) => formatAmount(n, currency));

/** "11’785 m²", or a dash. */
export const areaText = (value: unknown) => figure(value, formatArea);
