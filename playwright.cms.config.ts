// The web editor's test (tests/cms/): a staff member's edits through Decap
// CMS against `npm run cms` in a throwaway copy of the project, then a build
// of that copy. Separate from playwright.config.ts, which serves the built
// site of the working tree: this one starts its own servers in the copy.
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium-flags.ts';

export default defineConfig({
  testDir: 'tests/cms',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // One long story: the dev server's first start, the edits, a full build of the copy.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  use: {
    // A control that never appears fails in a minute, naming it, instead of at the story's end.
    actionTimeout: 60_000,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
});
