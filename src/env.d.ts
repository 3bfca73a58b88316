/// <reference types="astro/client" />

/** The page context the middleware computes for each request (src/middleware.ts). */
declare namespace App {
  interface Locals {
    lang: import('@/i18n/languages').Locale;
    t: import('@/i18n').Translate;
    site: import('astro:content').CollectionEntry<'site'>['data'];
    menu: import('astro:content').CollectionEntry<'menu'>['data'];
    /** 'en' for a content text that is English standing in for its translation, else undefined. */
    fallbackLang: (text: string | undefined) => 'en' | undefined;
    /** The public address of the site, for absolute URLs (canonical, Open Graph, feeds). */
    siteUrl: URL;
  }
}

/** The address of a module built as a chunk of its own (src/integrations/chunk-url.ts). */
declare module '*?chunk-url' {
  const src: string;
  export default src;
}

/** What Astro runs before it hydrates an island (in development, React's refresh preamble). */
declare module 'astro:scripts/before-hydration.js';
