// Registers `client:intent` (src/islands/directives/hydrate-on-intent.ts). One directive with a value
// rather than two: each page's CSP lists a hash of each directive's inline script, so one fewer is
// about 50 bytes less in each page's first round trip.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

// Lets `astro check` and editors accept the directive.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch or focus; "press": on the start button's press. */
    'client:intent'?: boolean | 'press';
  }
}

export default function islandDirectives(): AstroIntegration {
  return {
    name: 'school-site:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // A file path, not a URL: Astro hands it to esbuild as an import specifier.
        const entrypoint = fileURLToPath(
          new URL('../../islands/directives/hydrate-on-intent.ts', import.meta.url),
        );
        addClientDirective({ name: 'intent', entrypoint });
      },
    },
  };
}
