/// <reference types="vitest/config" />
// Unit and island tests. Astro's Vite config is used so `astro/zod` and the
// path handling match the build; island tests opt into jsdom per file with
// a `// @vitest-environment jsdom` comment.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
