// The News Corner keeps every clipping, the newest first, however many the
// school adds (the count itself is checked in routes.spec.ts).
import { expect, test } from '@playwright/test';

test('the news corner lists its clippings newest first', async ({ page }) => {
  await page.goto('/news-corner');
  const dates = await page
    .locator('main time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(12);
  expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
});
