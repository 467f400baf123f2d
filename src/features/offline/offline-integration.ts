// After the build, bundles the offline reader (service-worker.ts and the route table it reads) into
// dist/sw.js: at the site's root, since a worker answers only for addresses under its own folder.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { SERVICE_WORKER_FILE } from './worker-address.ts';

export default function offlineReading(): AstroIntegration {
  return {
    name: 'offline-reading',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await build({
          configFile: false,
          publicDir: false,
          logLevel: 'warn',
          build: {
            outDir: fileURLToPath(dir),
            emptyOutDir: false,
            // One classic script: module workers start only in browsers from 2021 and later.
            lib: {
              entry: fileURLToPath(new URL('service-worker.ts', import.meta.url)),
              formats: ['iife'],
              name: 'offlineReader',
              fileName: () => SERVICE_WORKER_FILE,
            },
          },
        });
        logger.info(`wrote ${SERVICE_WORKER_FILE}, the offline reader`);
      },
    },
  };
}
