/**
 * Content text inside an island. English standing in for a missing translation arrives marked
 * (src/i18n/fallback.ts) and is rendered in a span marked as English, on the server and in the
 * browser alike.
 */
import { splitFallback, stripFallbacks } from '@/i18n/fallback';

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

/** Plain text for attributes that cannot carry a language (aria-label, keys). */
export const plain = stripFallbacks;
