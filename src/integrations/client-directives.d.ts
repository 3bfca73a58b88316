declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch or focus on the surrounding top bar. */
    'client:intent'?: boolean;
  }
}

export {};
