/**
 * How each language sets type, applied when translated text enters a page (content in
 * src/lib/content/localize.ts, UI strings in src/i18n/index.ts), so that it survives Markdown,
 * YAML and the CMS without anyone typing an invisible character:
 * - in every language, an amount stays on one line with its currency and its unit
 *   ("EUR 185 Mio.", "CHF 60 milioni", "1 340 m²"), which a phone would otherwise break apart;
 * - French adds its narrow no-break space (U+202F) before ; : ! ? % and inside « », as Swiss
 *   French typesetting wants;
 * - an accented letter is one character ("é", not "e" and a combining U+0301 as text pasted from
 *   some Mac applications holds it): the fonts' Latin subset is declared for the precomposed
 *   letters, so a browser that honours the faces' unicode-range would set a lone combining accent
 *   in another font, beside its letter rather than on it.
 */
const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';

/** Units and counted words that stay on the line of the number before them, in the four languages. */
const UNIT =
  /(\d)[ \t\n]+(?=(?:Mio\.|Mrd\.|mio|mln|Millionen|Milliarden|millions?|milliards?|milioni|miliardi|billions?|m²|m|km|ha|Hektaren|ettari|hectares|Stunden|ore|heures|hours|Minuten|minuti|minutes|Jahre|anni|ans|years|Sterne|stelle|étoiles|stars|Zimmer|camere|chambres|rooms|Suiten|suites?)(?![\p{L}\d]))/gu;
const CURRENCY = /\b(CHF|EUR|USD)[ \t\n]+(?=\d)/g;

/** "EUR 185 Mio." with no-break spaces: a currency keeps its amount and a number its unit. */
const keepAmounts = (text: string) => text.replace(UNIT, `$1${NBSP}`).replace(CURRENCY, `$1${NBSP}`);

/**
 * "Contact : « Villa »" → "Contact : « Villa »" with narrow no-break spaces, also before %
 * ("12,5 %"), and amounts kept whole.
 */
function frenchSpacing(text: string): string {
  // Any white space counts: a line break of Markdown or folded YAML reads as a space too. A colon
  // before a dash is a Markdown table's alignment (| :--- |), not punctuation.
  return keepAmounts(text.replace(/\s+(?=[;!?»%]|:(?!-))/g, NARROW_NBSP).replace(/«\s+/g, `«${NARROW_NBSP}`));
}

/** A text as its language sets it. */
export const typeset = (text: string, lang: string) => {
  const composed = text.normalize('NFC');
  return lang === 'fr' ? frenchSpacing(composed) : keepAmounts(composed);
};

/** The same in the text of an HTML fragment (a rendered Markdown body), leaving its tags alone. */
export const typesetHtml = (html: string, lang: string) =>
  html
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 0 ? typeset(part, lang) : part))
    .join('');

/** Every string inside a value (an entry's data), typeset. */
export function typesetDeep<T>(value: T, lang: string): T {
  if (typeof value === 'string') return typeset(value, lang) as T;
  if (Array.isArray(value)) return value.map((item) => typesetDeep(item, lang)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetDeep(v, lang)])) as T;
  }
  return value;
}
