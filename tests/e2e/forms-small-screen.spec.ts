// The forms' toasts on a small phone: a toast over the top of the screen never hides the field that an
// error just focused (WCAG 2.4.11), and with the browser's text size at 200% (WCAG 1.4.4) a toast keeps
// its words and its close button on the screen. Worth a real browser: it is a matter of boxes on a screen.
import { expect, test, type Locator } from '@playwright/test';
import {
  EMAIL_API,
  SPEC_MESSAGES,
  field,
  fillContact,
  pauseClock,
  sendButton,
  toast,
} from '../support/forms';
import { gujaratiMessages } from '../support/messages.ts';

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
};
const overlap = (a: Awaited<ReturnType<typeof boxOf>>, b: Awaited<ReturnType<typeof boxOf>>) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the field an error focuses is not hidden under the warning toast', async ({ page }) => {
    await page.goto('/volunteers');
    await field.name(page).fill('Ravi Shah');
    await field.email(page).fill('ravi@example.in');
    await field.phone(page).fill('12345');
    await field.city(page).fill('Vadodara');
    await field.role(page).selectOption({ index: 1 });
    await field.message(page).fill('Free on Sundays.');
    // The phone field near the top of the screen, where the toast appears; the Send button still in view.
    const phoneTop = await field.phone(page).evaluate((input) => input.getBoundingClientRect().top + scrollY);
    await page.evaluate((top) => scrollTo(0, top - 40), phoneTop);
    await sendButton(page).tap();

    await expect(field.phone(page)).toBeFocused();
    const warning = toast(page, SPEC_MESSAGES.phone);
    await expect(warning).toBeVisible();
    await expect(page.locator('.notyf__toast--disappear')).toHaveCount(0); // settled where it stays
    const error = page.locator('.field--invalid .field__error');
    for (const part of [field.phone(page), error]) {
      await expect.poll(async () => overlap(await boxOf(part), await boxOf(warning))).toBe(false);
      await expect(part).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe('on a 360 px phone, keyboard focus under a toast', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a link reached by the keyboard under a toast is not hidden by it; the words stay on the page', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/contact');
    await fillContact(page, 'Is there a bus from Anand?');
    await page.route(EMAIL_API, (route) => route.abort());
    await pauseClock(page);
    await sendButton(page).click();
    const failed = toast(page, SPEC_MESSAGES.failed);
    await expect(failed).toBeVisible();

    // Back up to the header with the keyboard, at the top of the screen, where the toast is.
    await page.evaluate(() => scrollTo(0, 0));
    await page.locator('.site-header a[hreflang]').focus();
    await expect(failed).toBeVisible(); // focus the form or a script moves leaves the toast to be read
    await page.keyboard.press('Tab');
    await expect(page.locator('.site-header__search')).toBeFocused();
    await expect(failed).toHaveCount(0);
    await expect(page.locator('.send-outcome')).toHaveText(SPEC_MESSAGES.failed);
  });
});

test.describe('at 200% text size on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  async function expectWholeToastOnScreen(card: Locator) {
    await expect(card).toBeVisible();
    await expect(card).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button')).toBeInViewport({ ratio: 1 });
    // Its words are read in a column of a useful width, all of them reachable.
    const message = card.locator('.notyf__message');
    const { width, overflowY, scrollHeight, clientHeight } = await message.evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      overflowY: getComputedStyle(element).overflowY,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(width).toBeGreaterThanOrEqual(180);
    if (scrollHeight > clientHeight) expect(overflowY).toBe('auto');
  }

  test('the Gujarati failure and no-answer toasts keep their words and close button on the screen', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await page.clock.install();
    let requests = 0;
    // The first send fails; the second is never answered.
    await page.route(EMAIL_API, (route) => (requests++ === 0 ? route.abort('failed') : undefined));
    await page.goto('/gu/contact');
    const messages = gujaratiMessages.forms;
    await page.getByRole('textbox', { name: messages.fullNameLabel }).fill('આશા પટેલ');
    await page.getByRole('textbox', { name: new RegExp(messages.emailLabel) }).fill('asha@example.in');
    await page.getByRole('textbox', { name: new RegExp(`^${messages.messageLabel}`) }).fill('નમસ્તે');
    await pauseClock(page);
    const send = page.getByRole('button', { name: messages.send });

    await send.tap();
    const failed = toast(page, messages.sendFailed);
    await expectWholeToastOnScreen(failed);
    await failed.getByRole('button').tap();

    await send.tap();
    await expect.poll(() => requests).toBe(2);
    await page.clock.fastForward(20_001);
    await expectWholeToastOnScreen(toast(page, messages.timeout));
  });
});
