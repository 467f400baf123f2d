/**
 * Registers the site's custom client directives, whose code lives in
 * src/islands/directives/ beside the islands it starts:
 * - `client:intent`: the photo lightbox, when a visitor reaches for a photo;
 * - `client:intent="press"`: the PDF reader, fetched on intent and started
 *   by the press of its "Read it here" button. A value of client:intent
 *   rather than another directive: every page's CSP lists a hash of each
 *   directive's inline script, so one directive fewer is about 50 bytes
 *   less in each page's first round trip.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const directives = {
  intent: 'hydrate-on-intent.ts',
} as const;

export default function islandDirectives(): AstroIntegration {
  return {
    name: 'school-site:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const [name, file] of Object.entries(directives)) {
          addClientDirective({
            name,
            // A file path, not a URL: Astro hands it to esbuild as an import specifier.
            entrypoint: fileURLToPath(new URL(`../../islands/directives/${file}`, import.meta.url)),
          });
        }
      },
    },
  };
}
