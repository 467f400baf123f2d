// The language switch in a real browser: a plain link in the header to the
// same page in the other language, named in its own language, with and
// without JavaScript, by keyboard, both ways, an activity page included.
import { expect, test } from '@playwright/test';
import { activityPath } from '../support/site-map';

test.describe('the language switch', () => {
  const pairs = [
    ['/', '/gu'],
    ['/about', '/gu/about'],
    [activityPath('Sports Day'), `/gu${activityPath('Sports Day')}`],
    ['/contact', '/gu/contact'],
  ];
  for (const [english, gujaratiPath] of pairs) {
    test(`leads from ${english} to ${gujaratiPath} and back`, async ({ page }) => {
      await page.goto(english ?? '/');
      const toGujarati = page.getByRole('banner').getByRole('link', { name: 'ગુજરાતી', exact: true });
      await expect(toGujarati).toHaveAttribute('lang', 'gu');
      await expect(toGujarati).toHaveAttribute('hreflang', 'gu');
      await toGujarati.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(gujaratiPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await expect(toEnglish).toHaveAttribute('hreflang', 'en');
      await toEnglish.click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect.poll(() => new URL(page.url()).pathname).toBe(english);
    });
  }

  test('is reached by keyboard right after the home link, with a visible focus ring', async ({ page }) => {
    await page.goto('/gu/about');
    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    for (
      let step = 0;
      step < 4 && !(await toEnglish.evaluate((link) => link === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(toEnglish).toBeFocused();
    const outline = await toEnglish.evaluate((link) => getComputedStyle(link).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain link that keeps the page', async ({ page }) => {
    await page.goto('/gu/activite/science');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/activite\/science$/);
    await page.getByRole('link', { name: 'ગુજરાતી', exact: true }).click();
    await expect(page).toHaveURL(/\/gu\/activite\/science$/);
  });
});
