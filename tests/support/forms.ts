// What the form tests share: the fields found by their labels, the Send
// button, the toasts, and a way to find a test's message in the outbox.
import { expect, type Page } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where @emailjs/browser posts a message: in the outbox build, the outbox on the page's own origin. */
export const EMAIL_API = '**/api/v1.0/email/send';

export const OUTBOX_DIR = resolve(process.env.OUTBOX_DIR ?? 'outbox');

/** The specification's own texts, written out so a changed message fails a test. */
export const SPEC_MESSAGES = {
  required: 'Please fill out all required fields.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 10-digit phone number.',
  sent: 'Your message has been sent successfully.',
  failed: 'An error occurred while sending your message. Please try again later.',
};

export const field = {
  name: (page: Page) => page.getByRole('textbox', { name: /Full name/ }),
  email: (page: Page) => page.getByRole('textbox', { name: /Email address/ }),
  phone: (page: Page) => page.getByRole('textbox', { name: /Phone number/ }),
  city: (page: Page) => page.getByRole('textbox', { name: /City/ }),
  role: (page: Page) => page.getByRole('combobox', { name: /How would you like to help/ }),
  message: (page: Page) => page.getByRole('textbox', { name: /^Message/ }),
};

export const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

/** The toast card itself (the live regions hold the same words, hidden). */
export const toast = (page: Page, text: string) => page.locator('.notyf__toast', { hasText: text });

/** A text no other run uses, to find this test's message in the outbox. */
export function uniqueMark(): string {
  return `run-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function fillContact(page: Page, message: string): Promise<void> {
  await field.name(page).fill('Asha Patel');
  await field.email(page).fill('asha@example.in');
  await field.message(page).fill(message);
}

export async function expectContactKept(page: Page, message: string | RegExp): Promise<void> {
  await expect(field.name(page)).toHaveValue('Asha Patel');
  await expect(field.email(page)).toHaveValue('asha@example.in');
  await expect(field.message(page)).toHaveValue(message);
}

/**
 * Stops the page's fake clock (installed before the page loaded), so time
 * moves only when the test says: a busy machine cannot then let a toast or
 * the send timeout run out between two steps. Call it once the form is
 * ready and before any toast, since it first jumps a little ahead.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

/** The stored outbox messages whose text contains the mark (waits for the first). */
export async function findStored(mark: string): Promise<Record<string, unknown>[]> {
  let found: Record<string, unknown>[] = [];
  await expect
    .poll(async () => {
      const files = await readdir(OUTBOX_DIR).catch(() => []);
      found = [];
      for (const file of files) {
        const text = await readFile(join(OUTBOX_DIR, file), 'utf8').catch(() => '');
        if (text.includes(mark)) found.push(JSON.parse(text) as Record<string, unknown>);
      }
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}
