declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate near the viewport (`rootMargin`, as with `client:visible`), once the page has loaded and painted its first screen. */
    'client:settled'?: boolean | { rootMargin: string };
  }
}

export {};
