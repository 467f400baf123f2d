// WCAG 1.4.10 (reflow): at 320 CSS px, a small phone, no page scrolls sideways; nor at 412 px, a
// common Android width, nor at 240 px, the JioPhone's screen (KaiOS). A grid's column grows to its
// widest unbreakable line unless told otherwise, which once widened /contact to 465 px on every phone.
// One browser page visits every page in both languages at each width.
import { expect, test } from '@playwright/test';
import { sitePages } from '../support/site-map';

for (const width of [240, 320, 412]) {
  test(`no page is wider than a ${width} px screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    const wider: string[] = [];
    for (const { address } of sitePages) {
      await page.goto(address);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) wider.push(`${address}: ${pageWidth} px`);
    }
    expect(wider).toEqual([]);
  });
}
