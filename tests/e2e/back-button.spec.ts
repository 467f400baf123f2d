// Back, on a slow line, is instant: the browser keeps the page it left (its back/forward cache) and shows it
// again with nothing downloaded, the form's typing and the search's results as they were. An `unload`
// handler, `Cache-Control: no-store` or an open connection would make the browser throw the page away.
import { expect, test, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium-flags.ts';
import { field, sendButton } from '../support/forms.ts';

// Playwright turns the cache off by default, as it can hide a navigation from a test: on, for these.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumFlags,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Leaves for another page and comes back: the page must come from the browser's cache, as it was. */
async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() =>
    addEventListener('pageshow', (event) => void (window.restored = event.persisted)),
  );
  await page.goto('/infrastructure');
  await page.goBack({ waitUntil: 'commit' });
  // A page loaded again is a new document, where `restored` was never set.
  await expect.poll(() => page.evaluate(() => window.restored)).toBe(true);
}

declare global {
  interface Window {
    restored?: boolean;
  }
}

for (const route of ['/', '/gallery', '/intrect-club', '/newsletters/newsletter-2024-winter', '/gu/about']) {
  test(`${route} comes back at once from the browser's cache`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await leaveAndComeBack(page);
  });
}

test('the contact form comes back with what was typed, ready to send', async ({ page }) => {
  await page.goto('/contact');
  const message = field.message(page);
  await message.fill('Is there a place in the hostel for my daughter?');
  await leaveAndComeBack(page);
  await expect(message).toHaveValue('Is there a place in the hostel for my daughter?');
  await expect(sendButton(page)).toBeEnabled();
});

test('a search comes back with its results', async ({ page }) => {
  await page.goto('/search?q=hostel');
  const first = page.locator('main ol a').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await leaveAndComeBack(page);
  await expect(first).toBeVisible();
});
