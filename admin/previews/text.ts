/**
 * The words of the previews: the site's own UI strings and formats in the language being edited,
 * so a preview says what the page will say, and the few notes that only the CMS shows.
 */
import { createContext, useContext } from 'react';
import { choice, DEFAULT_LOCALE, isLocale, useTranslations, type ChoiceKind, type Locale } from '../../src/i18n';
import { formatAmount, formatArea, formatDate, formatMortgage } from '../../src/lib/format';
import { cmsWords } from '../language';

/** Editor-facing notes, in the language the CMS speaks; the site itself never shows these. */
export const NOTES = {
  noPicture: () => cmsWords('No picture yet'),
  investorsOnly: () => cmsWords('Investors only: visitors see these details after the investor login.'),
  listing: (what: string) => cmsWords('On the site, {what} appear here, as entered in their own collection.', { what: cmsWords(what) }),
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

/**
 * A figure of the form as the site writes it. A number field holds the text typed while it is not
 * a number (the form marks it); the preview then shows a dash, not "NaN m²".
 */
const figure = (value: unknown, format: (n: number) => string) => (typeof value === 'number' && Number.isFinite(value) ? format(value) : '—');

/** The site's words and formats in one language, as the previews use them. */
export function previewText(language: string | undefined) {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const t = useTranslations(locale);
  return {
    t,
    /** The language's code, for the parts the previews share with the pages (src/lib/portfolio/detail-pages.ts). */
    lang: locale,
    /** A fixed choice (a property's category, a report's type) as the page says it; none yet: empty. */
    choiceText: (kind: ChoiceKind, value: string | undefined) => (value ? choice(t, kind, value) : ''),
    /** "1 key deliverable", "3 key deliverables": the plural form of the preview's language. */
    tCount: (key: 'project.deliverables' | 'project.phaseCount', count: number) => t(key, { count }),
    /** A date as the site writes it ("14 March 2025", "14. März 2025"); an unfinished one as typed. */
    dateText: (value: string | undefined) => {
      const date = toDate(value);
      return date ? formatDate(date, locale) : (value ?? '');
    },
    /** "CHF 88.1M" ("CHF 88.1 Mio."), or a dash. */
    amountText: (value: unknown, currency: string) => figure(value, (n) => formatAmount(n, currency, { locale })),
    /** A mortgage as the site writes it: its amount, "None" when it is zero, or a dash. */
    mortgageText: (value: unknown, currency: string) => figure(value, (n) => formatMortgage(n, currency, { locale })),
    /** "11’785 m²", or a dash. */
    areaText: (value: unknown) => figure(value, (n) => formatArea(n, locale)),
  };
}

export type PreviewText = ReturnType<typeof previewText>;

/** The language of the preview being drawn, set by `inLanguage` (./language.tsx); English elsewhere. */
export const PreviewLanguage = createContext<PreviewText>(previewText(undefined));

/** The site's words and formats in the language of the preview being drawn. */
export const usePreviewText = () => useContext(PreviewLanguage);
