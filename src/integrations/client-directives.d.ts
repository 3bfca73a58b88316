declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch or focus on the surrounding top bar. */
    'client:intent'?: boolean;
    /** Hydrate near the viewport (`rootMargin`, as with `client:visible`), once the page has loaded and painted its first screen. */
    'client:settled'?: boolean | { rootMargin: string };
  }
}

export {};
