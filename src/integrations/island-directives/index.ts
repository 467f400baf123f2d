// Registers `client:press` (src/islands/directives/hydrate-on-press.ts): the PDF reader hydrates when
// its start button is pressed, not when it is merely visible.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

// Lets `astro check` and editors accept the directive.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the island's start button is pressed (fetching its code when reached for). */
    'client:press'?: boolean;
  }
}

export default function islandDirectives(): AstroIntegration {
  return {
    name: 'school-site:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // A file path, not a URL: Astro hands it to esbuild as an import specifier.
        const entrypoint = fileURLToPath(
          new URL('../../islands/directives/hydrate-on-press.ts', import.meta.url),
        );
        addClientDirective({ name: 'press', entrypoint });
      },
    },
  };
}
