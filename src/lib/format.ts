/**
 * Formatting of amounts, areas and dates for display; content stores plain numbers and dates.
 * Every language is written the Swiss way (en-CH, de-CH, it-CH, fr-CH): 1’280 m² (fr 1 280 m²),
 * 15 March 2025.
 */
import { DEFAULT_LOCALE, isLocale, useTranslations } from '@/i18n';

/** The Swiss locale of a site language, for Intl: 'it' → 'it-CH'. */
export const swissLocale = (locale: string | undefined) => `${isLocale(locale) ? locale : DEFAULT_LOCALE}-CH`;

/**
 * Intl's number in the Swiss form. Thousands are grouped with the typographic apostrophe
 * (1’280) as Swiss German, Italian and English typesetting does, and with a narrow no-break space
 * in French (1 280); ICU versions differ (', ’ or a thin space), so the separator is set here
 * rather than left to the runtime.
 */
const groupSeparator = (locale: string | undefined) => (locale === 'fr' ? '\u202F' : '’');

export function formatNumber(value: number, locale: string | undefined = DEFAULT_LOCALE, options: Intl.NumberFormatOptions = {}): string {
  // Four-digit figures are grouped too (1’280), which Italian and Spanish CLDR data would not do.
  return new Intl.NumberFormat(swissLocale(locale), { useGrouping: 'always', ...options })
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? groupSeparator(locale) : part.value))
    .join('');
}

/**
 * 88.1 → "88.1", 75 → "75" (fr: "88,1"): amounts in millions to one decimal at most, as a Swiss
 * firm prints them; a whole number carries no ".0", so a figure reads as the text beside it.
 */
export const formatMillions = (value: number, locale: string | undefined = DEFAULT_LOCALE) => formatNumber(value, locale, { maximumFractionDigits: 1 });

/** "CHF 88.1M" (de "CHF 88.1 Mio.") for figures in tight spaces; "CHF 88.1 million" (it "CHF 88.1 milioni") in text. */
export function formatAmount(value: number, currency: string, { style = 'short', locale = DEFAULT_LOCALE }: { style?: 'short' | 'long'; locale?: string | undefined } = {}): string {
  const t = useTranslations(locale);
  // One unit on one line: "CHF 152 Mio." never breaks.
  return t(style === 'short' ? 'common.millionsShort' : 'common.millions', { currency, amount: formatMillions(value, locale) }).replace(/ /g, '\u00A0');
}

/** A property's mortgage: its amount, or "None" ("Keine", "Nessuna", "Aucune") when it has none. */
export function formatMortgage(value: number, currency: string, { locale = DEFAULT_LOCALE }: { locale?: string | undefined } = {}): string {
  return value === 0 ? useTranslations(locale)('property.noMortgage') : formatAmount(value, currency, { locale });
}

/** 11785 → "11’785 m²" (fr "11 785 m²"). */
export const formatArea = (value: number, locale: string | undefined = DEFAULT_LOCALE) => `${formatNumber(value, locale)}\u00A0m²`;

/** "15 March 2025", "15. März 2025", "15 marzo 2025", "15 mars 2025"; or month and year. */
export function formatDate(date: Date, locale = DEFAULT_LOCALE, precision: 'day' | 'month' = 'day'): string {
  const options: Intl.DateTimeFormatOptions = precision === 'day' ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(swissLocale(locale), options).format(date);
}

/** A date's day, month name and year as a language writes them, for a date set in parts: { day: "15", month: "März", year: "2025" }. */
export function dateParts(date: Date, locale = DEFAULT_LOCALE): { day: string; month: string; year: string } {
  const parts = new Intl.DateTimeFormat(swissLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** Machine-readable date for <time datetime>. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
