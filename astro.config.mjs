// @ts-check
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, fontProviders } from 'astro/config';
import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import adminAddress from './src/integrations/admin-address.ts';
import chunkUrl from './src/integrations/chunk-url.ts';
import cmsBundle from './src/integrations/cms-bundle.ts';
import contentReferences from './src/integrations/content-references.ts';
import hostRules from './src/integrations/host-rules.ts';
import hydrationDirectives from './src/integrations/hydration-directives.ts';
import LOCALES from './src/i18n/locales.json' with { type: 'json' };
import investorAccess from './src/integrations/investor-access.ts';
import { DISPLAY_FALLBACKS } from './src/lib/fonts/display-fallbacks.ts';
import { allowListOnly } from './src/lib/markdown.ts';
import securityHeaders, { contentSecurityPolicy } from './src/integrations/security-headers.ts';
import { routeAt } from './src/lib/route-table.ts';

const DEFAULT_LOCALE = 'en';

/** The characters of the fonts' Latin subset (Fontsource's `latin`). */
const LATIN = /** @type {[string, ...string[]]} */ ('U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'.split(','));

/** The public address of the site; feeds canonical URLs, Open Graph and the sitemap. */
const site = process.env.SITE_URL ?? 'https://www.verbanocapital.ch';

export default defineConfig({
  site,
  trailingSlash: 'never',
  // Pages render as <path>/index.html, so each sees its own address as /path (in the `file`
  // format Astro hands pages /path.html and loses the language copies of /de and /de/404); the
  // host-rules integration then writes each as <path>.html, which hosts serve at /path only.
  build: { format: 'directory' },
  server: { host: '127.0.0.1', port: 4321 },
  prerenderConflictBehavior: 'error',
  // The development toolbar is not for editors, and in the CMS's page its modules, optimised apart
  // from the CMS's, were answered "outdated" (504) after the dev server re-optimised its packages.
  devToolbar: { enabled: false },
  // Every page carries a strict policy: 'self' and the hashes of the build's inline scripts and
  // styles, nothing else (src/lib/security/policy.ts). /admin adds what the CMS needs.
  security: { csp: contentSecurityPolicy() },
  // AVIF at sharp's default effort (4) takes over 3 s for one 1920 px photo on a 2-core machine.
  // Effort 1 encodes five of the library's photographs at 1080 px in under half the time of
  // effort 3, at the same quality setting, for files 1 to 2 % larger.
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 1 } } } },
  // The two typefaces, served from the site with metric-matched fallbacks (so the text does not
  // move when they arrive) and preloaded where the first screen uses them (components/layout/Head).
  // The Latin subset covers every letter of the four languages; a rarer letter an editor types
  // shows in the fallback, sized alike.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['sans-serif'],
      options: { variants: [{ src: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'], weight: '100 900', style: 'normal', unicodeRange: LATIN }] },
    },
    {
      provider: fontProviders.local(),
      name: 'Cormorant Garamond',
      cssVariable: '--font-cormorant',
      // Local serifs sized face by face (src/lib/fonts/display-fallbacks.ts, declared by
      // components/layout/WebFonts.astro): Astro's sizes every face of a family alike.
      fallbacks: [...DISPLAY_FALLBACKS, 'serif'],
      optimizedFallbacks: false,
      options: {
        variants: [
          { src: ['@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2'], weight: 500, style: 'normal', unicodeRange: LATIN },
          { src: ['@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2'], weight: 600, style: 'normal', unicodeRange: LATIN },
          { src: ['@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2'], weight: 500, style: 'italic', unicodeRange: LATIN },
        ],
      },
    },
  ],
  // Shiki colours code with inline styles, which the policy forbids; the content has no code.
  // What editors type into Markdown is text: only the allow-list's elements reach a page.
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [allowListOnly] }) },
  // The home card once linked research reports at /news/research; the address lives on.
  redirects: { '/news/research': '/news/reports' },
  // Every page is a route of its own in each language (src/pages/[...lang]); English has no prefix.
  i18n: {
    locales: LOCALES.map((l) => l.code),
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    investorAccess(),
    contentReferences(),
    hydrationDirectives(),
    chunkUrl(),
    adminAddress(),
    cmsBundle(),
    // Before security-headers, which reads the pages where they end up.
    hostRules(),
    securityHeaders(),
    sitemap({
      // The route table says which pages are listed: not a fallback (a page in a language it is
      // not translated into, which names the English page as canonical), not a project's second
      // address /portfolio/<project>, not the investors' login; the not-found pages and /admin
      // are no pages of the table.
      filter: (page) => routeAt(new URL(page).pathname)?.listed ?? false,
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: Object.fromEntries(LOCALES.map((l) => [l.code, l.lang])) },
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Every imported constant is written where it is used, so a script that reads only plain
    // values of src/lib/constants.ts (the script of every page) does not load its chunk.
    build: {
      rolldownOptions: { optimization: { inlineConst: true } },
      // A page script comes as a file of its own, never inlined: cached from page to page, and
      // a page's HTML stays small enough to arrive in the first round trip.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
    // The packages may live elsewhere behind links (the CMS tests run in a copy whose
    // node_modules links to the checkout's); the dev server serves their files, the fonts of the
    // CMS previews among them, as it does the project's.
    server: {
      fs: { allow: [fileURLToPath(new URL('.', import.meta.url)), dirname(realpathSync(new URL('./node_modules/astro', import.meta.url)))] },
      // No other origin reads what the development server sends: Vite lets every page on
      // localhost read it, and its /admin carries the key of the CMS's local backend.
      cors: false,
    },
  },
});
