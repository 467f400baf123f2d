// axe (WCAG 2.2 AA rules) on every built page at two phone sizes and a desktop
// width. The taller phone is where a footer with a wrong height guess showed its
// last lines outside its dark background (issue #27): a second phone height
// catches what only one screen shape shows.
import { expect, test } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { allRoutes } from '../support/site-map';

const viewports = [
  { width: 375, height: 740 },
  { width: 375, height: 900 },
  { width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const route of allRoutes) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(route);
        const summary = await wcagViolations(page);
        expect(summary).toEqual([]);
      });
    }
  });
}

// The search page above is checked empty; its results are written by its script after a search.
for (const address of ['/search?q=school', '/gu/search?q=કબડ્ડી']) {
  test(`${address} with its results has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(address);
    await expect(page.locator('main ol a').first()).toBeVisible({ timeout: 20_000 });
    expect(await wcagViolations(page)).toEqual([]);
  });
}
