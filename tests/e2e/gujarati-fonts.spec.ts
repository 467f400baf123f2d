// Which fonts Chromium really draws the Gujarati pages with (asked through
// the DevTools protocol, not read from the stylesheet). A Gujarati date such
// as "9 જુલાઈ, 2026" must come out of one font, its digits, space and comma
// included: with the Latin system fonts first in the stack, every space and
// digit switched font, each switch a separate shaping run and fallback
// lookup, and /gu/gallery took half as much layout time again as /gallery.
import { expect, test, type Page } from '@playwright/test';

async function platformFontsOf(page: Page, selector: string): Promise<string[]> {
  // The protocol reports fonts from the layout tree as it stands and does not
  // lay out first: a node inserted a moment ago can report no fonts at all
  // (seen in CI under load). Reading its box forces layout before we ask.
  await page
    .locator(selector)
    .first()
    .evaluate((node) => node.getBoundingClientRect());
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

test('a Gujarati date is drawn in the Gujarati font alone, digits and spaces included', async ({ page }) => {
  await page.goto('/gu/news-corner');
  const date = page.locator('time').first();
  await expect(date).toHaveText(/^\d+ [\u0A80-\u0AFF]+, \d{4}$/);
  expect(await platformFontsOf(page, 'time')).toEqual(['Noto Sans Gujarati']);
});

test('English words on a Gujarati page are drawn in the Latin fonts, as on the English pages', async ({
  page,
}) => {
  // The sample content is fully translated, so the test adds what an entry
  // without Gujarati words renders: English words, a space and digits, marked lang="en".
  const englishWords = '<p lang="en" id="english-only">Sports Day 2026</p>';
  await page.goto('/about');
  await page
    .locator('main')
    .evaluate((main, html) => main.insertAdjacentHTML('afterbegin', html), englishWords);
  const onEnglishPage = await platformFontsOf(page, '#english-only');

  await page.goto('/gu/about');
  await page
    .locator('main')
    .evaluate((main, html) => main.insertAdjacentHTML('afterbegin', html), englishWords);
  const onGujaratiPage = await platformFontsOf(page, '#english-only');
  expect(onGujaratiPage).not.toContain('Noto Sans Gujarati');
  expect(onGujaratiPage).toEqual(onEnglishPage);
});
