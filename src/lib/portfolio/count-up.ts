/**
 * The count-up badge animates only the number inside a value such as "EUR 185.0M" or
 * "10,000 m²"; the words around it stay as they are. These helpers split a value into its parts
 * and write the number back at any point of the animation, in the value's own style.
 */

export interface CountParts {
  prefix: string;
  value: number;
  suffix: string;
  decimals: number;
  grouped: boolean;
}

function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first number in `text`, or null when there is none (the value is then shown as given). */
export function parseCountValue(text: string, locale = 'en'): CountParts | null {
  const { group, decimal } = separators(locale);
  // Figures are grouped with ’, ' or a (thin) space depending on the language and the ICU version, and
  // editors may type a comma in English; any of them groups thousands unless it is the decimal mark.
  const groups = [...new Set([group, '’', "'", ',', '\u202f', '\u00a0'])].filter((g) => g !== decimal).map(escape).join('|');
  const pattern = new RegExp(`\\d{1,3}(?:(?:${groups})\\d{3})+(?:${escape(decimal)}\\d+)?|\\d+(?:${escape(decimal)}\\d+)?`);
  const match = pattern.exec(text);
  if (!match) return null;
  const raw = match[0];
  const [whole = '', fraction = ''] = raw.split(decimal);
  const digits = whole.replace(/\D/g, '');
  return {
    prefix: text.slice(0, match.index),
    value: Number(`${digits}.${fraction || '0'}`),
    suffix: text.slice(match.index + raw.length),
    decimals: fraction.length,
    grouped: digits.length !== whole.length,
  };
}

/** The value as it reads when the animation shows `current`. */
export function formatCountValue(parts: CountParts, current: number, locale = 'en'): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: parts.decimals,
    maximumFractionDigits: parts.decimals,
    useGrouping: parts.grouped,
  })
    .formatToParts(current)
    // Swiss figures are grouped with ’ (src/lib/format.ts); the animation writes them the same way.
    .map((part) => (part.type === 'group' && /^['’]$/.test(part.value) ? '’' : part.value))
    .join('');
  return `${parts.prefix}${number}${parts.suffix}`;
}

/** Fast at first, settling gently on the final value. */
export const easeOutCubic = (t: number) => 1 - (1 - Math.min(Math.max(t, 0), 1)) ** 3;
