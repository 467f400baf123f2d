// The forms and the letters of the Gujarati edition in a real browser: the
// forms validate in Gujarati and tell the office which edition a message came
// from; Gujarati vowel signs fit the lines of headings, buttons and menus.
import { expect, test } from '@playwright/test';
import { findStored, uniqueMark } from '../support/forms';
import { gujaratiMessages } from '../support/messages.ts';

const messages = gujaratiMessages;

test.describe('the forms on Gujarati pages', () => {
  test('validate in Gujarati', async ({ page }) => {
    await page.goto('/gu/contact');
    const send = page.getByRole('button', { name: messages.forms.send });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(messages.forms.required).first()).toBeVisible();
  });

  test('send the specification’s request plus language "gu", with the words as typed', async ({ page }) => {
    const mark = uniqueMark();
    await page.goto('/gu/contact');
    await page.getByRole('textbox', { name: messages.forms.fullNameLabel }).fill('આશા પટેલ');
    await page.getByRole('textbox', { name: new RegExp(messages.forms.emailLabel) }).fill('asha@example.in');
    await page
      .getByRole('textbox', { name: new RegExp(`^${messages.forms.messageLabel}`) })
      .fill(`નમસ્તે ${mark}`);
    await page.getByRole('button', { name: messages.forms.send }).click();
    await expect(page.locator('.notyf__toast', { hasText: messages.forms.sent })).toBeVisible();
    expect(await findStored(mark)).toEqual([
      {
        received_at: expect.any(String),
        form: 'contact',
        params: {
          to_name: expect.any(String),
          to_email: 'asha@example.in',
          from_name: 'આશા પટેલ',
          message: `Message : નમસ્તે ${mark}`,
          language: 'gu',
        },
      },
    ]);
  });
});

test.describe('Gujarati letters fit their lines', () => {
  // Vowel signs above and below the letters must stay inside the line box of
  // their heading, button or menu link: measured with the page's own font
  // (the system's Noto Sans Gujarati here, as on Android phones).
  for (const width of [375, 1280]) {
    test(`in headings, buttons and menus at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const overflowing: string[] = [];
      for (const address of [
        '/gu',
        '/gu/about',
        '/gu/activite/science',
        '/gu/volunteers',
        '/gu/newsletters',
      ]) {
        await page.goto(address);
        const found = await page.evaluate(() => {
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          const selector = 'h1, h2, h3, .button, button, summary, nav a, label, .language-switch a';
          return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
            const text = element.innerText.trim();
            if (!/[\u0A80-\u0AFF]/.test(text) || !element.checkVisibility()) return [];
            const style = getComputedStyle(element);
            const lineHeight = parseFloat(style.lineHeight);
            if (Number.isNaN(lineHeight)) return [];
            context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const ink = context.measureText(text);
            const font = ink.fontBoundingBoxAscent + ink.fontBoundingBoxDescent;
            const baseline = (lineHeight - font) / 2 + ink.fontBoundingBoxAscent;
            const top = baseline - ink.actualBoundingBoxAscent;
            const bottom = baseline + ink.actualBoundingBoxDescent;
            return top < -0.5 || bottom > lineHeight + 0.5
              ? [
                  `${element.tagName} "${text.slice(0, 30)}": ink ${top.toFixed(1)}..${bottom.toFixed(1)} px, line ${lineHeight} px`,
                ]
              : [];
          });
        });
        overflowing.push(...found.map((line) => `${address}: ${line}`));
      }
      expect(overflowing).toEqual([]);
    });
  }
});
