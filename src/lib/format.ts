/** Formatting of amounts, areas and dates for display; content stores plain numbers and dates. */
import { htmlLang } from '@/i18n';

/** 88.1 → "88.1", 75 → "75.0": SPEC shows one decimal for amounts in millions. */
export function formatMillions(value: number, locale: string | undefined = 'en'): string {
  return new Intl.NumberFormat(htmlLang(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** "CHF 88.1M" for figures in tight spaces; "CHF 88.1 million" in text. */
export function formatAmount(value: number, currency: string, { style = 'short', locale = 'en' }: { style?: 'short' | 'long'; locale?: string | undefined } = {}): string {
  const number = formatMillions(value, locale);
  return style === 'short' ? `${currency} ${number}M` : `${currency} ${number} million`;
}

/** 11785 → "11,785 m²" (Swiss usage in German and French: 11’785). */
export function formatArea(value: number, locale: string | undefined = 'en'): string {
  return `${new Intl.NumberFormat(htmlLang(locale)).format(value)} m²`;
}

export function formatDate(date: Date, locale = 'en', precision: 'day' | 'month' = 'day'): string {
  const options: Intl.DateTimeFormatOptions = precision === 'day' ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(htmlLang(locale), options).format(date);
}

/** Machine-readable date for <time datetime>. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The plural form a count takes in a language; dictionaries hold ".one" and ".other" variants. */
export function pluralForm(count: number, locale: string | undefined = 'en'): 'one' | 'other' {
  return new Intl.PluralRules(htmlLang(locale)).select(count) === 'one' ? 'one' : 'other';
}
