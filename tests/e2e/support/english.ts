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

/**
 * Everything a page says, with its declared language, read in the browser: visible and hidden
 * text, alternative texts and labels, the title, the meta description, Open Graph and the text
 * values of the structured data.
 */
export function pageSays(): Said[] {
  const langOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') ?? '';
  const said: Said[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript')) continue;
    const text = node.textContent?.trim() ?? '';
    if (text) said.push({ where: `<${parent.tagName.toLowerCase()}>`, text, lang: langOf(parent) });
  }
  for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const text = element.getAttribute(name)?.trim();
      if (text) said.push({ where: `${element.tagName.toLowerCase()}[${name}]`, text, lang: langOf(element) });
    }
  }
  const title = document.querySelector('title');
  said.push({ where: '<title>', text: document.title, lang: langOf(title) });
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"][property$="title"], meta[property="og:description"], meta[property="og:image:alt"]')) {
    said.push({ where: `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`, text: meta.getAttribute('content') ?? '', lang: langOf(meta) });
  }
  const strings = (value: unknown, path: string): void => {
    if (typeof value === 'string' && !/^(https?:|\/|#|\d)/.test(value) && !path.endsWith('@type')) said.push({ where: `JSON-LD ${path}`, text: value, lang: langOf(document.documentElement) });
    else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) strings(JSON.parse(script.textContent ?? '{}'), '');
  return said;
}
