/**
 * Registers `client:intent` (src/islands/directives/): the lightbox loads when a visitor reaches
 * for a photo; with "press", the PDF reader loads on intent and starts when its button is pressed.
 * One directive with a value rather than two: each page's CSP lists a hash of each directive's
 * inline script, so one fewer is about 50 bytes less in each page's first round trip.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export default function islandDirectives(): AstroIntegration {
  return {
    name: 'school-site:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          // A file path, not a URL: Astro hands it to esbuild as an import specifier.
          entrypoint: fileURLToPath(
            new URL('../../islands/directives/hydrate-on-intent.ts', import.meta.url),
          ),
        });
      },
    },
  };
}
