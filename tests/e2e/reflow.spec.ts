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

// Staff write the words: a pasted web address or a long e-mail address is one unbreakable "word", wider
// than a phone. Each page's text (paragraphs, list items, headings, captions, the footer's lines) is given
// one, leaving out the few interface words of buttons, forms, the carousel, the map, the PDF reader and a
// newsletter's date line; it must wrap, not push the page sideways.
const PASTED_ADDRESS = 'https://www.facebook.com/navjyotschoolvadodara/posts/pfbid02kXq7rZ9vLmT3wYb';
test('a long web address in any staff-written text wraps on a 320 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  const wider: string[] = [];
  for (const { address } of sitePages) {
    await page.goto(address);
    const pageWidth = await page.evaluate((long) => {
      const texts = document.querySelectorAll(
        'main :is(p, li, h1, h2, h3, figcaption):not(:has(.button), .carousel__hint, form *, .pdf-viewer *, .map__note, .newsletter__facts), footer :is(li, p)',
      );
      for (const text of texts) text.append(` ${long}`);
      return document.documentElement.scrollWidth;
    }, PASTED_ADDRESS);
    if (pageWidth > 320) wider.push(`${address}: ${pageWidth} px`);
  }
  expect(wider).toEqual([]);
});
