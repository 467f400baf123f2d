// Browser tests run in Debian's Chromium (Playwright's own browser download
// cannot happen here) against the built site served by scripts/serve.ts,
// the same server `npm start` uses, with the local e-mail outbox.
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium-flags.ts';

// TEST_PORT lets a second checkout or a running `npm start` coexist with the tests.
const port = Number(process.env.TEST_PORT ?? 4321);

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // The editor's test starts its own servers in a copy: playwright.cms.config.ts.
  testIgnore: 'cms/**',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The offline reader (src/features/offline) would answer the page's requests from its worker, where
    // page.route no longer sees them: the tests that hold back or fail a script, a photo or a send test
    // the page without it. tests/e2e/offline.spec.ts allows it, and checks those paths with it.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: `node scripts/serve.ts --outbox --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // A plain kill would leave the server's gzip copies in the temp folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
  },
});
