// The documented message length in a real browser: the longest message a
// visitor can type goes through the real local outbox from both forms (the
// form adds "Message : " and, for volunteers, three lines in front of it and
// behind it), the field takes no more and says how much room is left, and a
// "too long" answer gets its own words and keeps the text. Worth a browser:
// only Chromium enforces maxlength on typing and pasting.
import { expect, test, type Page } from '@playwright/test';
import { MESSAGE_MAX_CHARACTERS } from '../../src/features/forms/form-fields.ts';
import {
  EMAIL_API,
  SPEC_MESSAGES,
  expectContactKept,
  field,
  fillContact,
  findStored,
  sendButton,
  toast,
  uniqueMark,
} from '../support/forms';
import { englishMessages, gujaratiMessages } from '../support/messages.ts';

/** A message of exactly the documented length, with the mark at its start to find it in the outbox. */
function longestMessage(mark: string): string {
  return `${mark} ${'x'.repeat(MESSAGE_MAX_CHARACTERS - mark.length - 1)}`;
}

async function fillVolunteer(page: Page, message: string): Promise<void> {
  await field.name(page).fill('Ravi Shah');
  await field.email(page).fill('ravi@example.in');
  await field.phone(page).fill('98765 43210');
  await field.city(page).fill('Vadodara');
  await field.role(page).selectOption('Research & survey work');
  await field.message(page).fill(message);
}

test.describe('a message of the documented length', () => {
  test('is sent from /contact, whole', async ({ page }) => {
    const mark = uniqueMark();
    const message = longestMessage(mark);
    await page.goto('/contact');
    await fillContact(page, message);
    await sendButton(page).click();
    await expect(toast(page, SPEC_MESSAGES.sent)).toBeVisible();
    const [stored] = await findStored(mark);
    expect((stored?.params as { message: string }).message).toBe(`Message : ${message}`);
  });

  test('is sent from /volunteers with the role, city and phone lines', async ({ page }) => {
    const mark = uniqueMark();
    const message = longestMessage(mark);
    await page.goto('/volunteers');
    await fillVolunteer(page, message);
    await sendButton(page).click();
    await expect(toast(page, SPEC_MESSAGES.sent)).toBeVisible();
    const [stored] = await findStored(mark);
    expect((stored?.params as { message: string }).message).toBe(
      `Message : ${message}\n\nVolunteer role : Research & survey work\nCity : Vadodara\nPhone : 9876543210`,
    );
  });
});

test.describe('the message field near its limit', () => {
  test('takes no more than the limit, and says how much room is left', async ({ page }) => {
    await page.goto('/contact');
    const message = field.message(page);
    await message.fill('x'.repeat(MESSAGE_MAX_CHARACTERS - 5_001));
    await expect(page.getByText(/5,001/)).toHaveCount(0);
    await message.fill('x'.repeat(MESSAGE_MAX_CHARACTERS - 1_234));
    await expect(message).toHaveAccessibleDescription(/1,234/);
    await message.fill('x'.repeat(MESSAGE_MAX_CHARACTERS + 10));
    expect(await message.evaluate((area: HTMLTextAreaElement) => area.value.length)).toBe(
      MESSAGE_MAX_CHARACTERS,
    );
    await expect(message).toHaveAccessibleDescription(/\b0\b/);
  });

  test('says it in Gujarati on /gu/contact', async ({ page }) => {
    await page.goto('/gu/contact');
    const message = page.getByRole('textbox', {
      name: new RegExp(`^${gujaratiMessages.forms.messageLabel}`),
    });
    await message.fill('x'.repeat(MESSAGE_MAX_CHARACTERS - 1_234));
    const [before] = gujaratiMessages.forms.roomLeft.split('{count}');
    await expect(message).toHaveAccessibleDescription(new RegExp(`${before ?? ''}1,234`));
  });
});

test.describe('an answer that the message is too long', () => {
  // The e-mail service (or a proxy) and the outbox both answer 413.
  for (const body of ['Payload Too Large', 'template_params.message: is too long']) {
    test(`(413 ${body}) gets its own words, not "try again later", and the text is kept`, async ({
      page,
    }) => {
      await page.route(EMAIL_API, (route) => route.fulfill({ status: 413, body, contentType: 'text/plain' }));
      await page.goto('/contact');
      await fillContact(page, 'A long story');
      await sendButton(page).click();
      await expect(toast(page, englishMessages.forms.tooLong)).toBeVisible();
      await expect(toast(page, SPEC_MESSAGES.failed)).toHaveCount(0);
      await expectContactKept(page, 'A long story');
    });
  }
});
