/**
 * English standing in for a missing translation is marked as English on the page, in the
 * smallest element that holds it (WCAG 3.1.2), wherever a component puts it. Content merging
 * wraps each such text in two private-use characters; before a page leaves the server the
 * marks become `<span lang="en">` around the text, or `lang="en"` on the element whose
 * attribute (an image's alt, a meta description) holds it. Islands render the marks themselves
 * (`splitFallback`), so what the server sends and what React renders agree.
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/g;

/** A text of the English original shown in place of its translation. */
export const markFallback = (text: string) => `${OPEN}${text}${CLOSE}`;

export const hasFallback = (text: string) => text.includes(OPEN) || text.includes(CLOSE);

/** The text without marks, for feeds, documents and data that are not HTML. */
export const stripFallbacks = (text: string) => text.replace(MARKS, '');

/** For islands: the text to show and, if it is a fallback, its language. */
export function splitFallback(text: string): { text: string; lang?: 'en' } {
  return hasFallback(text) ? { text: stripFallbacks(text), lang: 'en' } : { text };
}

/**
 * A text node's marked runs in spans. A mark whose partner is in another text node (a text cut
 * in two by a component) is closed or opened at the edge of this node.
 */
function markText(text: string): string {
  let out = '';
  let open = text.indexOf(CLOSE) !== -1 && (text.indexOf(OPEN) === -1 || text.indexOf(CLOSE) < text.indexOf(OPEN));
  let run = '';
  const flush = () => {
    if (run === '') return;
    out += open ? `<span lang="en">${run}</span>` : run;
    run = '';
  };
  for (const char of text) {
    if (char === OPEN || char === CLOSE) {
      flush();
      open = char === OPEN;
    } else {
      run += char;
    }
  }
  flush();
  return out;
}

// Elements whose content is not HTML: their marks are removed, the element marked if it can be.
const RAW = /^(script|style|title|textarea)$/i;
const TOKEN = /<!--[\s\S]*?-->|<\/?([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;

/** Adds `lang="en"` to a start tag that has no lang of its own. */
const withLang = (tag: string) => (/\slang=/.test(tag) ? tag : tag.replace(/^<([a-zA-Z][\w-]*)/, '<$1 lang="en"'));

/**
 * Turns the marks of a page into language attributes. Islands (`<astro-island>`) are left as
 * they are: their props keep the marks and their components render them.
 */
export function markFallbacksInHtml(html: string): string {
  if (!hasFallback(html)) return html;
  let out = '';
  let island = 0;
  let raw: string | undefined;
  let rawStart = -1;
  for (const match of html.matchAll(TOKEN)) {
    const [token, name] = match;
    const isTag = name !== undefined;
    const closing = isTag && token.startsWith('</');
    if (raw !== undefined) {
      if (closing && name.toLowerCase() === raw) {
        const content = out.slice(rawStart);
        out = out.slice(0, rawStart);
        const text = stripFallbacks(content);
        if (content !== text && raw === 'title') out = out.replace(/<title([^>]*)>$/i, (tag) => withLang(tag));
        out += text + token;
        raw = undefined;
      } else {
        out += token;
      }
      continue;
    }
    if (isTag && name.toLowerCase() === 'astro-island') {
      island += closing ? -1 : 1;
      out += token;
      continue;
    }
    if (island > 0) {
      out += token;
      continue;
    }
    if (isTag) {
      const marked = !closing && hasFallback(token);
      const tag = marked ? withLang(stripFallbacks(token)) : token;
      out += tag;
      if (!closing && RAW.test(name) && !token.endsWith('/>')) {
        raw = name.toLowerCase();
        rawStart = out.length;
      }
      continue;
    }
    out += token.startsWith('<!--') ? stripFallbacks(token) : markText(token);
  }
  return out;
}
