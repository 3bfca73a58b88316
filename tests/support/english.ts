import { attribute, isElement, parseHtml, type Element } from './html';

/**
 * Finding English on a page in another language. English text is recognised by its small words
 * (the, and, with …), which Italian, German and French do not use; names of places, people and
 * brands carry none of them and pass. What is found is only a problem where no `lang="en"`
 * marks it.
 */
const ENGLISH = new Set(['the', 'and', 'of', 'with', 'for', 'our', 'from', 'this', 'that', 'which', 'are', 'is', 'were', 'has', 'have', 'into', 'its', 'their', 'your', 'you', 'we', 'by']);

/** Small English words that are words of another language too: the French "for" of a court. */
const ALSO_WORDS_OF: Record<string, ReadonlySet<string>> = { fr: new Set(['for']) };

/**
 * The English small words of a text, as words are written in a sentence (an acronym such as
 * "CC BY" is none). Words are whole words of any alphabet, so "forêts" holds no "for".
 */
function englishWords(text: string, lang = ''): string[] {
  const ownWords = ALSO_WORDS_OF[lang.slice(0, 2)];
  return (text.match(/[\p{L}’']+/gu) ?? [])
    .filter((word) => word !== word.toUpperCase() || word.length === 1)
    .map((word) => word.toLowerCase())
    .filter((word) => ENGLISH.has(word) && !ownWords?.has(word));
}

/** Reads as English: two of its small words, or one in a short text (of a page in `lang`). */
export function looksEnglish(text: string, lang = ''): boolean {
  const found = englishWords(text, lang).length;
  const words = text.trim().split(/\s+/).length;
  return found >= 2 || (found === 1 && words <= 6);
}

/** One place of a page where words are read: a text, an attribute, a title, structured data. */
export interface Said {
  where: string;
  text: string;
  /** The language the page declares for it (`lang` of the nearest element that has one). */
  lang: string;
}

/** Where a text is read by nobody: code, styles, inert templates and the no-script stand-ins. */
const UNREAD = new Set(['script', 'style', 'template', 'noscript']);
const LABELS = ['alt', 'aria-label', 'title', 'placeholder'] as const;
const META = /^(description|og:(.*title|description|image:alt))$/;

/**
 * Everything a page says, with its declared language, read from its HTML as a browser parses it:
 * visible and hidden text, alternative texts and labels, the title, the meta description, Open
 * Graph and the text values of the structured data. `fallbacks` counts the elements of `<main>`
 * marked `lang="en"`, the marks of texts a translation left out, but for the credits' records of
 * pictures, which are kept in English by design.
 */
export function pageSays(html: string): { said: Said[]; fallbacks: number } {
  const said: Said[] = [];
  let fallbacks = 0;
  const strings = (value: unknown, path: string, lang: string): void => {
    if (typeof value === 'string' && !/^(https?:|\/|#|\d)/.test(value) && !path.endsWith('@type')) said.push({ where: `JSON-LD ${path}`, text: value, lang });
    else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, lang));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, lang);
  };
  const text = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
  const visit = (element: Element, inherited: string, where: { main: boolean; credit: boolean }) => {
    const lang = attribute(element, 'lang') ?? inherited;
    const inside = { main: where.main || element.tagName === 'main', credit: where.credit || attribute(element, 'data-credit') !== undefined };
    if (inside.main && !inside.credit && attribute(element, 'lang') === 'en') fallbacks++;
    for (const name of LABELS) {
      const label = attribute(element, name)?.trim();
      if (label) said.push({ where: `${element.tagName}[${name}]`, text: label, lang });
    }
    if (element.tagName === 'title') said.push({ where: '<title>', text: text(element).trim().replace(/\s+/g, ' '), lang });
    const meta = element.tagName === 'meta' ? (attribute(element, 'name') ?? attribute(element, 'property') ?? '') : '';
    if (META.test(meta)) said.push({ where: `meta ${meta}`, text: attribute(element, 'content') ?? '', lang });
    if (element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json') strings(JSON.parse(text(element) || '{}'), '', lang);
    if (UNREAD.has(element.tagName)) return;
    for (const child of element.childNodes) {
      if (isElement(child)) visit(child, lang, inside);
      else if (child.nodeName === '#text' && 'value' in child && child.value.trim() && element.tagName !== 'title' && element.tagName !== 'head') {
        said.push({ where: `<${element.tagName}>`, text: child.value.trim(), lang });
      }
    }
  };
  for (const child of parseHtml(html).childNodes) if (isElement(child)) visit(child, '', { main: false, credit: false });
  return { said, fallbacks };
}
