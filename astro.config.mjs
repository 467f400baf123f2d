// Astro configuration: a fully static site. Pages are written as "about.html"
// (not "about/index.html") so static hosts answer "/about" without a redirect
// round trip, which costs seconds on a slow phone connection.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import emailConfigCheck from './src/integrations/email-config.ts';
import hydrateOnInteraction from './src/integrations/hydrate-on-interaction/index.ts';

/** Registers `client:intent`, which hydrates the photo lightbox when a visitor reaches for a photo. */
const hydrateOnIntent = {
  name: 'hydrate-on-intent',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'intent',
        entrypoint: fileURLToPath(new URL('./src/islands/Lightbox/hydrate-on-intent.ts', import.meta.url)),
      });
    },
  },
};

export default defineConfig({
  site: 'https://navjyot-school.example',
  output: 'static',
  build: { format: 'file' },
  integrations: [react(), emailConfigCheck(), hydrateOnInteraction(), hydrateOnIntent],
  image: {
    service: {
      entrypoint: 'astro/assets/services/sharp',
      // Low AVIF effort: about five times faster to encode than the default
      // for files only slightly larger, so a cold build fits CI's time.
      config: { avif: { effort: 2, quality: 55 }, webp: { effort: 3, quality: 72 } },
    },
  },
});
