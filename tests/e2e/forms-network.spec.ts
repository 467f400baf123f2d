// The forms when the network lets a visitor down: no answer in time, no
// connection at all, a connection closed half-way. In every case nothing the
// visitor typed is lost, and nothing is sent twice without their say.
// Worth a real browser: fetch's cancelling, the clock and the offline mode
// are the browser's own.
import { expect, test, type Page, type Request } from '@playwright/test';
import {
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
const SEND_URL = '**/__outbox/messages';
const sending = (page: Page) => page.getByRole('status', { name: 'Sending' });

/** Requests to the outbox that the browser cancelled. */
function watchCancelled(page: Page): Request[] {
  const cancelled: Request[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/__outbox/messages') && /ABORTED/.test(request.failure()?.errorText ?? '')) {
      cancelled.push(request);
    }
  });
  return cancelled;
}

test.describe('no answer within 20 seconds', () => {
  test('cancels the request, says the message may still arrive, keeps the text, and asks before a resend', async ({
    page,
  }) => {
    await page.clock.install();
    const cancelled = watchCancelled(page);
    let held = 0;
    await page.route(SEND_URL, () => {
      held += 1; // never answered
    });
    await page.goto('/contact');
    const mark = uniqueMark();
    await fillContact(page, `Held open ${mark}`);
    await pauseClock(page);
    await sendButton(page).click();
    await expect(sending(page)).toBeVisible();
    // The route sees the request only a moment later: a request cancelled before that is never counted.
    await expect.poll(() => held).toBe(1);
    await page.clock.fastForward(19_000);
    await expect(sending(page)).toBeVisible();
    await page.clock.fastForward(1_001);

    await expect(toast(page, formMessages.timeout)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: formMessages.timeout })).toBeVisible();
    await expect(toast(page, SPEC_MESSAGES.failed)).toHaveCount(0);
    await expectContactKept(page, `Held open ${mark}`);
    await expect.poll(() => cancelled.length).toBe(1);

    // Send again: the form asks first, and nothing goes out until confirmed.
    await page.unroute(SEND_URL);
    await sendButton(page).click();
    await expect(page.getByText(formMessages.resendQuestion)).toBeVisible();
    const resend = page.getByRole('button', { name: formMessages.resendButton });
    await expect(resend).toBeFocused();
    expect(held).toBe(1);
    await resend.press('Enter');
    await expect(toast(page, SPEC_MESSAGES.sent)).toBeVisible();
    await expect(field.message(page)).toHaveValue('');
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
      await page.route(SEND_URL, (route) => route.abort(reason));
      await page.goto('/contact');
      await fillContact(page, 'Cut off');
      await sendButton(page).click();
      await expect(toast(page, SPEC_MESSAGES.failed)).toBeVisible();
      await expectContactKept(page, 'Cut off');
      await expect(sendButton(page)).toBeEnabled();
    });
  }
});
