// axe (WCAG 2.2 AA rules) on every built page at a phone and a desktop width.
import { expect, test } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { allRoutes } from '../support/site-map';

const widths = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of widths) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of allRoutes) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(route);
        const summary = await wcagViolations(page);
        expect(summary).toEqual([]);
      });
    }
  });
}
