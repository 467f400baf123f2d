// The lightbox shows a photo's whole alt text, quotes and angle brackets
// included, both on its image and in its caption, and an alt text that tries
// to add an attribute stays text. lightGallery 2.9 writes the alt into its
// markup unescaped, so these failed before the site escaped it.
import { expect, test, type Page } from '@playwright/test';

const grid = (page: Page) => page.locator('[data-photo-grid]');
const photoLinks = (page: Page) => grid(page).getByRole('link');
const viewer = (page: Page) => page.getByRole('dialog', { name: /^Photo viewer/ });
const openedImage = (page: Page) => page.locator('.lg-current .lg-image');
const caption = (page: Page) => page.locator('.lg-sub-html');

/** An alt text that tries to close the attribute and add two of its own. */
const CRAFTED_ALT = 'Class 5 <Act 2> "Rain" x" onerror="window.injected=1" data-injected="yes';

test.use({ viewport: { width: 1280, height: 900 } });

async function openPhoto(page: Page, index: number): Promise<void> {
  await photoLinks(page).nth(index).click();
  await expect(viewer(page)).toBeVisible();
  await expect(page.locator('.lg-current.lg-complete')).toBeVisible();
}

test('a photo whose alt text quotes a title shows all of it in the lightbox', async ({ page }) => {
  await page.goto('/gallery');
  const alts = await photoLinks(page)
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  // The sample content carries the case: a gallery photo of a play, named in quotes.
  const index = alts.findIndex((alt) => alt.includes('"'));
  expect(index, 'a gallery photo whose alt text has quotes').toBeGreaterThan(-1);
  const alt = alts[index] ?? '';

  await openPhoto(page, index);
  await expect(openedImage(page)).toHaveAttribute('alt', alt);
  await expect(caption(page)).toHaveText(alt);
});

test('an alt text with angle brackets and an attribute in it stays text', async ({ page }) => {
  await page.goto('/gallery');
  // Before the lightbox code has loaded (it reads the alt texts when it starts).
  await photoLinks(page)
    .nth(1)
    .getByRole('img')
    .evaluate((image, alt) => image.setAttribute('alt', alt), CRAFTED_ALT);

  await openPhoto(page, 1);
  await expect(openedImage(page)).toHaveAttribute('alt', CRAFTED_ALT);
  await expect(caption(page)).toHaveText(CRAFTED_ALT);
  await expect(viewer(page).locator('[onerror], [data-injected]')).toHaveCount(0);
});

test('on a Gujarati page, the caption of a photo without Gujarati words says it is English', async ({
  page,
}) => {
  await page.goto('/gu/gallery');
  // What PhotoGrid.astro writes for a photo whose alt text has no
  // Gujarati words (the sample content has none in the gallery): lang="en" on
  // the photo's link.
  await photoLinks(page)
    .nth(2)
    .evaluate((link) => link.setAttribute('lang', 'en'));

  await photoLinks(page).nth(2).click();
  await expect(page.locator('.lg-current.lg-complete')).toBeVisible();
  await expect(caption(page).locator('p')).toHaveAttribute('lang', 'en');

  // The next photo, in Gujarati. lightGallery ignores keys until its opening
  // animation (600 ms) is over.
  const nextAlt = (await photoLinks(page).nth(3).getByRole('img').getAttribute('alt')) ?? '';
  await page.waitForTimeout(700);
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toHaveText(nextAlt);
  await expect(caption(page).locator('p')).not.toHaveAttribute('lang', /./);
});
