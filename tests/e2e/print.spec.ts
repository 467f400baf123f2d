// A parent prints a page to take to the school office (the admissions page's documents to bring, the
// address): on paper it is the page alone, readable, with no menus, footer or skip link.
import { expect, test } from '@playwright/test';

for (const route of [
  '/',
  '/admissions',
  '/contact',
  '/activite/sports-day',
  '/gu/admissions',
  '/gu/contact',
]) {
  test(`${route} prints as the page alone, readable on paper`, async ({ page }) => {
    await page.goto(route);
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expect(header).toBeVisible();
    await expect(footer).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(header).toBeHidden();
    await expect(footer).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Browsers print no backgrounds unless told to (print-color-adjust: exact): each text must read on
    // white paper, or on the background it keeps. 4.5:1, as on screen.
    const unreadable = await page.evaluate(() => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        return alpha === 0 ? null : 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const paperUnder = (element: Element | null): number => {
        for (let at = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          const kept = style.printColorAdjust === 'exact' ? luminance(style.backgroundColor) : null;
          if (kept !== null) return kept;
        }
        return 1;
      };
      const texts = [...document.querySelectorAll('main *')].filter(
        (element) =>
          element.checkVisibility() &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      );
      return texts.flatMap((element) => {
        const ink = luminance(getComputedStyle(element).color) ?? 1;
        const paper = paperUnder(element);
        const ratio = (Math.max(ink, paper) + 0.05) / (Math.min(ink, paper) + 0.05);
        return ratio < 4.5
          ? [`${element.tagName} "${element.textContent?.trim().slice(0, 30)}" ${ratio.toFixed(1)}:1`]
          : [];
      });
    });
    expect(unreadable).toEqual([]);
  });
}
