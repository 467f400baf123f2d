// The forms when the network lets a visitor down: no answer in time, no
// connection at all, a connection closed half-way. In every case nothing the
// visitor typed is lost, and nothing is sent twice without their say.
// Worth a real browser: the e-mail client's requests, the clock and the
// offline mode are the browser's own.
import { expect, test, type Page } from '@playwright/test';
import {
  EMAIL_API,
  SPEC_MESSAGES,
  expectContactKept,
  field,
  fillContact,
  findStored,
  pauseClock,
  sendButton,
  toast,
  uniqueMark,
} from '../support/forms';
import { englishMessages } from '../support/messages.ts';

const formMessages = englishMessages.forms;
const sending = (page: Page) => page.getByRole('status', { name: 'Sending' });

// The e-mail service's client cannot cancel its request: a message may arrive after the form stopped waiting.
test.describe('no answer within 20 seconds', () => {
  test('says the message may still arrive, keeps the text, and asks before a resend', async ({ page }) => {
    await page.clock.install();
    let held = 0;
    // The first request is never answered; a second goes on to the outbox.
    await page.route(EMAIL_API, (route) => (held++ === 0 ? undefined : route.continue()));
    await page.goto('/contact');
    const mark = uniqueMark();
    await fillContact(page, `Held open ${mark}`);
    await pauseClock(page);
    await sendButton(page).click();
    await expect(sending(page)).toBeVisible();
    await expect.poll(() => held).toBe(1);
    await page.clock.fastForward(19_000);
    await expect(sending(page)).toBeVisible();
    await page.clock.fastForward(1_001);

    await expect(toast(page, formMessages.timeout)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: formMessages.timeout })).toBeVisible();
    await expect(toast(page, SPEC_MESSAGES.failed)).toHaveCount(0);
    await expectContactKept(page, `Held open ${mark}`);

    // Send again: the form asks first, and nothing goes out until confirmed.
    await sendButton(page).click();
    await expect(page.getByText(formMessages.resendQuestion)).toBeVisible();
    const resend = page.getByRole('button', { name: formMessages.resendButton });
    await expect(resend).toBeFocused();
    expect(held).toBe(1);
    await resend.press('Enter');
    await expect.poll(() => held).toBe(2);
    await expect(toast(page, SPEC_MESSAGES.sent)).toBeVisible();
    await expect(field.message(page)).toHaveValue('');
    expect(await findStored(mark)).toHaveLength(1);
  });

  test('a late answer still counts: the message is stored once, and the form says sent and empties', async ({
    page,
  }) => {
    await page.clock.install();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Held past the limit, then passed on to the outbox, as a slow connection would deliver it.
    await page.route(EMAIL_API, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/contact');
    const mark = uniqueMark();
    await fillContact(page, `Late ${mark}`);
    await pauseClock(page);
    await sendButton(page).click();
    await page.clock.fastForward(20_001);
    await expect(toast(page, formMessages.timeout)).toBeVisible();
    await expectContactKept(page, `Late ${mark}`);

    release();
    await expect(toast(page, SPEC_MESSAGES.sent)).toBeVisible();
    await expect(field.message(page)).toHaveValue('');
    await expect(page.locator('.send-notice')).toHaveText(''); // the notice beside the button has gone
    expect(await findStored(mark)).toHaveLength(1);
  });
});

test.describe('no connection', () => {
  test('offline: the failure toast, every field kept, and it sends once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    const mark = uniqueMark();
    await fillContact(page, `Offline ${mark}`);
    await context.setOffline(true);
    await sendButton(page).click();
    await expect(toast(page, SPEC_MESSAGES.failed)).toBeVisible();
    await expectContactKept(page, `Offline ${mark}`);

    await context.setOffline(false);
    await sendButton(page).click();
    await expect(toast(page, SPEC_MESSAGES.sent)).toBeVisible();
    expect(await findStored(mark)).toHaveLength(1);
  });

  test('offline before the first touch of the form: the failure is shown on screen, with nothing left to load', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await fillContact(page, 'Offline from the start');
    await sendButton(page).click();
    // A deaf visitor must see the words, in the toast. The screen reader's region gets them 100 ms later,
    // so the words looked for anywhere on the page were found twice, unless the check came first.
    const shown = toast(page, SPEC_MESSAGES.failed);
    await expect(shown).toBeInViewport();
    expect((await shown.boundingBox())?.width).toBeGreaterThan(100);
    await expectContactKept(page, 'Offline from the start');
  });

  for (const reason of ['connectionclosed', 'connectionreset'] as const) {
    test(`a connection ${reason === 'connectionclosed' ? 'closed' : 'reset'} half-way keeps every field`, async ({
      page,
    }) => {
      await page.route(EMAIL_API, (route) => route.abort(reason));
      await page.goto('/contact');
      await fillContact(page, 'Cut off');
      await sendButton(page).click();
      await expect(toast(page, SPEC_MESSAGES.failed)).toBeVisible();
      await expectContactKept(page, 'Cut off');
      await expect(sendButton(page)).toBeEnabled();
    });
  }
});
