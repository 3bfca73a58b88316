/**
 * The `client:settled` directive: an island hydrates when it comes near the viewport, but only
 * once the page has loaded and painted its first screen (see settled-directive.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function hydrateWhenSettled(): AstroIntegration {
  return {
    name: 'hydrate-when-settled',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'settled', entrypoint: fileURLToPath(new URL('./settled-directive.ts', import.meta.url)) });
      },
    },
  };
}
