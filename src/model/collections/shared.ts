import { boolean, number, options, select } from '../fields';
import { REGION } from '../region';

const CURRENCIES = ['CHF', 'EUR'] as const;

/** The portfolio's collections: YAML entries named by their web address, listed by name in the editors' order. */
export const positioned = { format: 'yml', idFrom: 'slug', summary: 'name', sortBy: 'order' } as const;

/**
 * Amounts are edited as numbers in millions and formatted on the page. The ceiling, 10 billion,
 * is far above any asset of the portfolio and far below an amount typed in full (88'100'000).
 */
export const amount = <const N extends string, const R extends boolean = true>(name: N, label: string, hint: string, required?: R) =>
  number({ name, label: `${label} (millions)`, hint: `${hint} In millions: 88.1 for 88'100'000.`, min: 0, max: 10_000, step: 0.1, required: (required ?? true) as R });

export const currency = select({
  name: 'currency',
  label: 'Currency',
  hint: 'Currency of every amount on this entry.',
  options: options(CURRENCIES),
  default: 'CHF',
});

export const investorsOnly = boolean({
  name: 'investorsOnly',
  label: 'Investors only',
  hint: 'When on, the details of this entry are encrypted and shown only after investor login.',
  default: false,
});

/**
 * Where an entry lies, in degrees (WGS 84), for its mark on the maps. The bounds are the maps'
 * region, Lake Maggiore and the hills above Locarno, so a slip of a digit fails the build.
 */
export const position = [
  number({
    name: 'latitude',
    label: 'Latitude (° north)',
    hint: `Degrees north with four decimals, e.g. 46.1725 for Muralto by the lake; between ${REGION.south} and ${REGION.north}. The preview shows the mark on the map.`,
    min: REGION.south,
    max: REGION.north,
    step: 0.0001,
  }),
  number({
    name: 'longitude',
    label: 'Longitude (° east)',
    hint: `Degrees east with four decimals, e.g. 8.8025 for Muralto by the lake; between ${REGION.west} and ${REGION.east}.`,
    min: REGION.west,
    max: REGION.east,
    step: 0.0001,
  }),
] as const;
