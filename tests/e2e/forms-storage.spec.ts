// The forms when the browser's storage is not on their side: blocked by the
// visitor's privacy settings, two tabs of one form, or full. Worth a real
// browser: only Chromium itself throws SecurityError for a blocked profile,
// keeps sessionStorage per tab across a reload and enforces the storage quota.
import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium-flags';
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

const NOTE_NOT_KEPT = /not kept|cannot be kept|could not be kept/i;

/** A Chromium profile with "Block sites from saving data" on, as a visitor may set it. */
async function profileBlockingSiteData(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'blocked-storage-'));
  await mkdir(join(dir, 'Default'));
  const preferences = { profile: { default_content_setting_values: { cookies: 2 } } };
  await writeFile(join(dir, 'Default', 'Preferences'), JSON.stringify(preferences));
  return dir;
}

/** A browser whose profile blocks site data; closed and removed after the test. */
async function withBlockedStorage(baseURL: string | undefined, run: (page: Page) => Promise<void>) {
  const dir = await profileBlockingSiteData();
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await run(page);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** What reading a storage gives in the page: its type, or the name of the error. */
function readStorage(page: Page, name: 'localStorage' | 'sessionStorage' = 'localStorage'): Promise<string> {
  return page.evaluate((storage) => {
    try {
      return typeof window[storage];
    } catch (error) {
      return (error as DOMException).name;
    }
  }, name);
}

test.describe('with site data blocked', () => {
  // The e-mail service's client reads storage as it loads (hide-blocked-storage.ts): the send goes through it.
  test('the form still sends, and says the draft is not kept', async ({ baseURL }) => {
    await withBlockedStorage(baseURL, async (page) => {
      await page.goto('/contact');
      expect(await readStorage(page, 'sessionStorage'), 'the profile really blocks storage').toBe(
        'SecurityError',
      );

      await expect(field.name(page)).toBeEnabled({ timeout: 5_000 });
      await expect(page.getByText(NOTE_NOT_KEPT)).toBeVisible();
      const mark = uniqueMark();
      await fillContact(page, `Blocked storage ${mark}`);
      await sendButton(page).click();
      await expect(toast(page, SPEC_MESSAGES.sent)).toBeVisible();
      await expect(field.message(page)).toHaveValue('');
      expect(await findStored(mark)).toHaveLength(1);
      expect(await readStorage(page), 'the blocking getter is back').toBe('SecurityError');
    });
  });
});

test.describe('two tabs of the same form', () => {
  test('typing in one tab never changes the other, and each keeps its own text across a reload', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/contact');
    await second.goto('/contact');
    await expect(field.message(second)).toBeEnabled();

    await fillContact(first, 'The first tab’s message');
    await field.name(second).fill('Ravi Shah');
    await expect(field.message(second)).toHaveValue('');
    await field.message(second).fill('The second tab’s message');
    await expect(field.message(first)).toHaveValue('The first tab’s message');
    await expect(field.name(first)).toHaveValue('Asha Patel');

    await first.reload();
    await second.reload();
    await expectContactKept(first, 'The first tab’s message');
    await expect(field.name(second)).toHaveValue('Ravi Shah');
    await expect(field.email(second)).toHaveValue('');
    await expect(field.message(second)).toHaveValue('The second tab’s message');
  });

  test('a message sent in one tab leaves the other tab’s draft', async ({ context }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await context.route(EMAIL_API, async (route) => {
      await answered;
      await route.fulfill({ status: 200, body: 'OK', contentType: 'text/plain' });
    });
    const sender = await context.newPage();
    const other = await context.newPage();
    await sender.goto('/contact');
    await other.goto('/contact');
    await expect(field.message(other)).toBeEnabled();

    await fillContact(sender, 'The message being sent');
    await sendButton(sender).click();
    await expect(sender.getByRole('status', { name: 'Sending' })).toBeVisible();
    await fillContact(other, 'A second message, not sent yet');
    answer();
    await expect(toast(sender, SPEC_MESSAGES.sent)).toBeVisible();

    await other.reload();
    await expectContactKept(other, 'A second message, not sent yet');
    await sender.reload();
    await expect(field.message(sender)).toBeEnabled();
    await expect(field.name(sender)).toHaveValue('');
    await expect(field.message(sender)).toHaveValue('');
  });
});

/** Fills the tab's sessionStorage (where drafts live) with filler entries until not one more character fits. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let size = 1 << 20;
    let index = 0;
    while (size >= 1) {
      try {
        sessionStorage.setItem(`filler-${index}`, 'x'.repeat(size));
        index += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

test.describe('when storage is full', () => {
  test('a draft too large to keep is not replaced by an older one, and the visitor is told', async ({
    page,
  }) => {
    await page.goto('/contact');
    await fillContact(page, 'An older draft');
    await fillStorage(page);
    await field.message(page).fill(`A much longer newer draft ${'that no longer fits '.repeat(200)}`);
    await expect(page.getByText(NOTE_NOT_KEPT)).toBeVisible();
    await page.reload();
    await expect(field.message(page)).toBeEnabled();
    await expect(field.message(page)).not.toHaveValue('An older draft');
  });
});
