// WCAG 2.2 1.4.11: the focus ring has at least 3:1 against what it is drawn on. axe does not check it, and the
// site's one blue ring (#1a56db) is 6:1 on the light page but 2.6:1 on the dark footer, banner and video frames.
// Also the form fields' borders, which show where to type.
import { expect, test, type Locator } from '@playwright/test';

/** The contrast ratio of two CSS colours as getComputedStyle gives them ("rgb(…)", opaque). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The colour behind an element: the first background that is not transparent, going up from its parent. */
const backgroundBehind = (locator: Locator) =>
  locator.evaluate((element) => {
    for (let at = element.parentElement; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (!/^rgba\(.*, 0\)$|^transparent$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  });

for (const path of ['/', '/gu/']) {
  test(`${path}: the focus ring stands out 3:1 on dark sections as on light ones`, async ({ page }) => {
    await page.goto(path);
    await page.keyboard.press('Tab'); // the keyboard's focus, which :focus-visible rings
    const targets = {
      'a footer link': page.locator('.site-footer a').first(),
      "the banner's link": page.locator('.banner__link').first(),
      "a video's play link": page.locator('.video__play').first(),
      'the skip link': page.locator('.skip-link'),
    };
    for (const [name, target] of Object.entries(targets)) {
      await target.focus();
      const ring = await target.evaluate((element) => getComputedStyle(element).outlineColor);
      expect(contrast(ring, await backgroundBehind(target)), name).toBeGreaterThanOrEqual(3);
    }
  });
}

test('a form field’s border stands out 3:1 from the page', async ({ page }) => {
  await page.goto('/contact');
  const field = page.getByRole('textbox').first();
  const border = await field.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(contrast(border, await backgroundBehind(field))).toBeGreaterThanOrEqual(3);
});
