/**
 * The site's own hydration directive, a small script Astro inlines in the pages that use it:
 * `client:settled` (settled-directive.ts), with which an island of the page body hydrates when it
 * comes near the viewport, but only once the page has loaded and painted its first screen.
 * (The top bar is no island: it wakes on the visitor's intent, src/lib/top-bar-wake.ts.)
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function hydrationDirectives(): AstroIntegration {
  return {
    name: 'hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'settled', entrypoint: fileURLToPath(new URL('./settled-directive.ts', import.meta.url)) });
      },
    },
  };
}
