/**
 * The site's own hydration directives, each a small script Astro inlines in the pages that use it:
 * - `client:intent` (intent-directive.ts): the top bar's island hydrates on the visitor's first
 *   sign of intent towards the top bar (pointer over it, focus or touch inside it) instead of on
 *   page load, so the panels' JavaScript is not paid for by visitors who never open them;
 * - `client:settled` (settled-directive.ts): an island of the page body hydrates when it comes
 *   near the viewport, but only once the page has loaded and painted its first screen.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function hydrationDirectives(): AstroIntegration {
  return {
    name: 'hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)) });
        addClientDirective({ name: 'settled', entrypoint: fileURLToPath(new URL('./settled-directive.ts', import.meta.url)) });
      },
    },
  };
}
