/**
 * French typography: a narrow no-break space (U+202F) before ; : ! ? and inside « », as Swiss
 * French typesetting wants. Editors and translators type an ordinary space, which a line could
 * break at; the site sets the narrow no-break space when French text enters a page (content in
 * src/lib/content/localize.ts, UI strings in src/i18n/index.ts), so it survives Markdown, YAML
 * and the CMS without anyone typing an invisible character.
 */
const NARROW_NBSP = '\u202F';

/** Units and words that stay on the line of the number before them: "60 millions", "350 m". */
const UNIT = /(\d)[ \t\n]+(?=(?:mio|millions?|milliards?|m²|m|km|ha|hectares|heures|minutes|ans|étoiles|chambres|suites)(?![\p{L}\d]))/gu;

/**
 * "Contact : « Villa »" → "Contact : « Villa »" with narrow no-break spaces, also before %
 * ("12,5 %"); a number keeps its unit and a currency its amount on one line ("CHF 60 millions").
 */
export function frenchSpacing(text: string): string {
  // Any white space counts: a line break of Markdown or folded YAML reads as a space too. A colon
  // before a dash is a Markdown table's alignment (| :--- |), not punctuation.
  return text
    .replace(/\s+(?=[;!?»%]|:(?!-))/g, NARROW_NBSP)
    .replace(/«\s+/g, `«${NARROW_NBSP}`)
    .replace(UNIT, '$1\u00A0')
    .replace(/\b(CHF|EUR)[ \t\n]+(?=\d)/g, '$1\u00A0');
}

/** The same in the text of an HTML fragment (a rendered Markdown body), leaving its tags alone. */
export const frenchSpacingInHtml = (html: string) =>
  html
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 0 ? frenchSpacing(part) : part))
    .join('');

/** Every string inside a value (an entry's data), French-spaced. */
export function frenchSpacingDeep<T>(value: T): T {
  if (typeof value === 'string') return frenchSpacing(value) as T;
  if (Array.isArray(value)) return value.map(frenchSpacingDeep) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frenchSpacingDeep(v)])) as T;
  }
  return value;
}
