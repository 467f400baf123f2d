/// <reference types="vitest/config" />
// Unit and island tests. Astro's Vite config is used so `astro/zod` and the
// path handling match the build; island tests opt into jsdom per file with
// a `// @vitest-environment jsdom` comment.
import { getViteConfig } from 'astro/config';
import type { ConfigEnv } from 'vite';

const astroViteConfig = getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // An island test renders React in jsdom: 0.2 s alone, past the 5 s default on a 2-core machine under load.
    testTimeout: 15_000,
  },
});

// Astro checks the forms' e-mail settings in the mode it is given: the local outbox's (.env.outbox)
// has every key, as under `npm run dev`, so no test can reach the real service.
export default (env: ConfigEnv) => astroViteConfig({ ...env, mode: 'outbox' });
