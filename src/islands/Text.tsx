/**
 * Content text inside an island. English standing in for a missing translation arrives marked
 * (src/i18n/fallback.ts) and is rendered in a span marked as English, on the server and in the
 * browser alike.
 */
import { hasFallback, splitFallback } from '@/i18n/fallback';

export function Text({ children }: { children: string | undefined }) {
  if (!children) return null;
  const { text, lang } = splitFallback(children);
  return lang ? <span lang={lang}>{text}</span> : text;
}

/** An image's alternative text and, when it is a fallback, its language for the img element. */
export function altOf(alt: string): { alt: string; lang?: 'en' } {
  const { text, lang } = splitFallback(alt);
  return lang ? { alt: text, lang } : { alt: text };
}

/**
 * A label of the page's words around a content text (aria-label). An attribute cannot say part of
 * it is English, so a text standing in English for its translation is left out, and with it the
 * separator before it: "Folie 1 anzeigen", not a German label read with an English title in it.
 */
export function labelWith(fill: (text: string) => string, text: string): string {
  return hasFallback(text) ? fill('').replace(/[\s:–—-]+$/, '') : fill(text);
}
