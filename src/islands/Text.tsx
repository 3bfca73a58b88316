/**
 * Content text inside an island. An island's props say which of their texts are English standing
 * in for a missing translation (`english`, computed by the page with `englishAmong`); the island
 * provides them to its texts (`English`), which render them in a span marked as English, on the
 * server and in the browser alike.
 */
import { createContext, useContext } from 'react';

/** The texts of an island's props that are English standing in for their translation. */
export const English = createContext<ReadonlySet<string>>(new Set());

/**
 * The texts among `props` (any depth) that `fallbackLang` says are English stand-ins: what a page
 * gives an island as its `english` prop.
 */
export function englishAmong(props: unknown, fallbackLang: (text: string) => 'en' | undefined): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (fallbackLang(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(props);
  return [...found];
}

export function Text({ children }: { children: string | undefined }) {
  const english = useContext(English);
  if (!children) return null;
  return english.has(children) ? <span lang="en">{children}</span> : children;
}

/** An image's alternative text and, when it is a stand-in, its language for the img element. */
export function altOf(alt: string, english: ReadonlySet<string>): { alt: string; lang?: 'en' } {
  return english.has(alt) ? { alt, lang: 'en' } : { alt };
}

/**
 * A label of the page's words around a content text (aria-label). An attribute cannot say part of
 * it is English, so a text standing in English for its translation is left out, and with it the
 * separator before it: "Folie 1 anzeigen", not a German label read with an English title in it.
 */
export function labelWith(fill: (text: string) => string, text: string, english: boolean): string {
  return english ? fill('').replace(/[\s:–—-]+$/, '') : fill(text);
}
