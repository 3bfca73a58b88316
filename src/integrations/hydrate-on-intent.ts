/**
 * The `client:intent` directive: an island hydrates on the visitor's first sign of intent
 * towards the top bar (pointer over it, focus or touch inside it) instead of on page load, so
 * the panels' JavaScript is not paid for by visitors who never open them.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function hydrateOnIntent(): AstroIntegration {
  return {
    name: 'hydrate-on-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive.ts', import.meta.url)) });
      },
    },
  };
}
