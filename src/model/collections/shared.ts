import { boolean, number, options, select } from '../fields';

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
