/**
 * The Astro integration that registers `client:interaction` (see directive.ts).
 * In astro.config.mjs: `integrations: [react(), hydrateOnInteraction()]`.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export default function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A file path, not a URL: Astro hands it to esbuild as an import specifier.
          entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
        });
      },
    },
  };
}
