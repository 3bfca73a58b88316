/**
 * The checks of single values that both the CMS form (admin/widgets/) and the build's schemas
 * (src/lib/content/schema.ts) apply, written once so the two always agree. Each returns the
 * message an editor reads, or undefined when the value is fine.
 */
import type { DateField, ListField, NumberField } from './fields';

const compactNumber = (text: string) => text.trim().replace(/[\s'’\u00a0\u202f]/g, '');

/**
 * Digits grouped by threes with a comma or a point ("10,000", "1.250.000"): English and German
 * thousands, or a decimal ("10,000" is ten in French). Read either way, one of them would put a
 * wrong figure on the site without a word, so such a number is refused with the Swiss way to write it.
 */
const GROUPED_BY_THREES = /^-?\d{1,3}(?:[.,]\d{3})+$/;

type Bounds = Pick<NumberField, 'min' | 'max' | 'integer'>;

const inBounds = (n: number, { min, max, integer }: Bounds) => Number.isFinite(n) && (min === undefined || n >= min) && (max === undefined || n <= max) && (!integer || Number.isInteger(n));

/**
 * Digits grouped by threes with one comma or point, read as a decimal where the field's bounds
 * rule out thousands: a latitude between 45.7 and 46.25 written "45.952" cannot be 45'952.
 * Undefined where thousands could be meant, so "10,000" is still refused wherever 10'000 fits.
 */
function onlyReading(compact: string, bounds: Bounds): number | undefined {
  const thousands = Number(compact.replace(/[.,]/g, ''));
  const decimal = /^-?\d+[.,]\d+$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
  return !inBounds(thousands, bounds) && inBounds(decimal, bounds) ? decimal : undefined;
}

/**
 * Reads a number as editors type it: "24.9" and "24,9" both mean twenty-four point nine (a comma
 * is the decimal mark in German, French and Italian), and Swiss thousands separators ("1'280",
 * "1’280", "1 280") are ignored. Anything else is not a number, nor are digits grouped by threes
 * with a comma or a point, unless the field's bounds leave them only the decimal reading.
 */
export function parseNumber(text: string, bounds?: Bounds): number | undefined {
  const compact = compactNumber(text);
  if (GROUPED_BY_THREES.test(compact)) return bounds ? onlyReading(compact, bounds) : undefined;
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return undefined;
  return Number(compact.replace(',', '.'));
}

const example = (field: NumberField) => (field.integer ? String(Math.max(field.min ?? 1, 1)) : '24.9');

/** What is wrong with a number field's value, typed (a string) or stored (a number). */
export function numberProblem(field: NumberField, value: string | number): string | undefined {
  if (typeof value === 'string' && GROUPED_BY_THREES.test(compactNumber(value)) && onlyReading(compactNumber(value), field) === undefined) {
    return `Write thousands with an apostrophe or nothing (10'000 or 10000) and decimals with one comma or point (24.9): "${value.trim()}" could be read either way.`;
  }
  const n = typeof value === 'number' ? value : parseNumber(value, field);
  if (n === undefined || !Number.isFinite(n)) return `Enter a number, e.g. ${example(field)}.`;
  if (field.integer && !Number.isInteger(n)) return `Use a whole number, e.g. ${example(field)}.`;
  if (field.min !== undefined && n < field.min) return `Use a number of at least ${field.min}.`;
  if (field.max !== undefined && n > field.max) return `Use a number of at most ${field.max}.`;
  return undefined;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as YYYY-MM-DD, or undefined for text that is no real day (30 February). */
export function parseDay(text: string): string | undefined {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? match[0] : undefined;
}

/** The days a date field accepts: from its earliest day to a number of years after `today`. */
export function dayRange(field: DateField, today: Date = new Date()): { earliest: string; latest: string } {
  const latest = new Date(Date.UTC(today.getUTCFullYear() + (field.yearsAhead ?? 1), today.getUTCMonth(), today.getUTCDate()));
  return { earliest: field.earliest ?? '2000-01-01', latest: latest.toISOString().slice(0, 10) };
}

/** What is wrong with a date field's value: a date (as the build reads it) or YYYY-MM-DD text. */
export function dateProblem(field: DateField, value: string | Date, today: Date = new Date()): string | undefined {
  const day = value instanceof Date ? (Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)) : parseDay(value);
  if (!day) return 'Enter a date that exists, e.g. 2025-03-15.';
  const { earliest, latest } = dayRange(field, today);
  if (day < earliest || day > latest) return `Use a date from ${earliest} to ${latest}; ${day} is out of range for this field.`;
  return undefined;
}

/** A list that must have items has at least one (and at least `min`); `max` when set. */
export function listBounds(field: ListField): { min: number; max?: number } {
  const min = Math.max(field.min ?? 0, field.required === false ? 0 : 1);
  return field.max !== undefined ? { min, max: field.max } : { min };
}

export function listProblem(field: ListField, length: number): string | undefined {
  const { min, max } = listBounds(field);
  if (length < min) return min === 1 ? 'Add at least one item.' : `Add at least ${min} items.`;
  if (max !== undefined && length > max) return `Add at most ${max} items.`;
  return undefined;
}

/**
 * The longest title of a news item, press release, report or article: two lines of a card, and
 * a title that long still gives a web address of its first words.
 */
export const TITLE_MAX = 120;

/** A title's length as a pattern (the CMS marks a longer one when the editor leaves the field, the build refuses it). */
export const TITLE_LENGTH = { regex: `^[\\s\\S]{1,${TITLE_MAX}}$`, message: `A title has at most ${TITLE_MAX} characters; please shorten it.` } as const;

/** The longest web address (SLUG_PATTERN): short enough to share, and far inside a file name's limit. */
export const ADDRESS_MAX = 80;

/**
 * A web address made from a title: "Lugano Office Opens" → "lugano-office-opens". A long title
 * gives its first words, up to ADDRESS_MAX characters.
 */
export function addressFrom(title: string): string {
  const address = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (address.length <= ADDRESS_MAX) return address;
  const cut = address.slice(0, ADDRESS_MAX + 1);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, ADDRESS_MAX);
}
