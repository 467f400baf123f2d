// The contact and volunteer forms in a real browser, against the outbox
// build served by scripts/serve.ts --outbox: the happy path goes through the
// real local outbox over HTTP; every failure kind is made with request
// interception (no answer in time and lost connections are in
// forms-network.spec.ts, storage trouble in forms-storage.spec.ts). Worth
// its cost because sending, drafts, timers and toasts only come together in
// a browser.
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { englishMessages, gujaratiMessages } from '../support/messages.ts';
import { holdBackScripts } from '../support/hold-back.ts';
import { FORM_LOAD_LIMIT_MS } from '../../src/features/forms/form-load.ts';
import {
  EMAIL_API,
  SPEC_MESSAGES as MESSAGES,
  expectContactKept,
  field,
  fillContact,
  findStored,
  pauseClock,
  sendButton,
  toast,
  uniqueMark,
} from '../support/forms';

/**
 * Gets a toast ready for axe: the pointer over it keeps it open (our pause),
 * the clock runs again (axe needs timers), and the CSS entry animation has
 * ended (a toast fading in has low contrast for a moment).
 */
async function holdToastForAxe(page: Page, text: string): Promise<void> {
  await toast(page, text).hover();
  await page.clock.resume();
  await expect(page.locator('.notyf__toast--disappear')).toHaveCount(0);
  await page.waitForTimeout(1000);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const summary = await wcagViolations(page);
  expect(summary).toEqual([]);
}

test.describe('contact form', () => {
  test('sends through the local outbox, which stores the fields of the specification', async ({ page }) => {
    const mark = uniqueMark();
    await page.goto('/contact');
    await fillContact(page, `Hello ${mark} નમસ્તે 🙏`);
    const answer = page.waitForResponse(EMAIL_API);
    await sendButton(page).click();
    expect((await answer).status()).toBe(200);

    await expect(toast(page, MESSAGES.sent)).toBeVisible();
    await expect(field.message(page)).toHaveValue('');
    await expect(field.name(page)).toHaveValue('');

    expect(await findStored(mark)).toEqual([
      {
        received_at: expect.any(String),
        form: 'contact',
        params: {
          to_name: expect.any(String),
          to_email: 'asha@example.in',
          from_name: 'Asha Patel',
          message: `Message : Hello ${mark} નમસ્તે 🙏`,
        },
      },
    ]);
  });

  const answers = [
    { status: 200, body: 'OK', ok: true },
    { status: 400, body: 'The template ID is invalid', ok: false },
    { status: 403, body: 'Forbidden', ok: false },
    { status: 429, body: 'Too Many Requests', ok: false },
    { status: 451, body: 'Unavailable For Headless Browser', ok: false },
    { status: 500, body: 'Server Error', ok: false },
  ];
  for (const { status, body, ok } of answers) {
    test(`an answer of ${status} shows the ${ok ? 'success' : 'failure'} toast`, async ({ page }) => {
      await page.route(EMAIL_API, (route) => route.fulfill({ status, body, contentType: 'text/plain' }));
      await page.goto('/contact');
      await fillContact(page, `Status ${status}`);
      await sendButton(page).click();
      if (ok) {
        await expect(toast(page, MESSAGES.sent)).toBeVisible();
        await expect(field.message(page)).toHaveValue('');
      } else {
        await expect(toast(page, MESSAGES.failed)).toBeVisible();
        await expectContactKept(page, `Status ${status}`);
        await expect(sendButton(page)).toBeEnabled();
      }
    });
  }

  test('a failed connection shows the failure toast and keeps every field', async ({ page }) => {
    await page.route(EMAIL_API, (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await fillContact(page, 'No network');
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.failed)).toBeVisible();
    await expectContactKept(page, 'No network');
  });

  test('a double click and Enter while sending send one message', async ({ page }) => {
    let requests = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(EMAIL_API, async (route) => {
      requests += 1;
      await answered; // held until the test has tried to send again
      await route.fulfill({ status: 200, body: 'OK', contentType: 'text/plain' });
    });
    await page.goto('/contact');
    await fillContact(page, 'Once only');
    await sendButton(page).dblclick();
    await expect(page.getByRole('status', { name: 'Sending' })).toBeVisible();
    await field.name(page).press('Enter');
    answer();
    await expect(toast(page, MESSAGES.sent)).toBeVisible();
    expect(requests).toBe(1);
  });

  test('a reload brings the draft back; a sent message leaves no draft', async ({ page }) => {
    await page.route(EMAIL_API, (route) =>
      route.fulfill({ status: 200, body: 'OK', contentType: 'text/plain' }),
    );
    await page.goto('/contact');
    await fillContact(page, 'Half written, then the power went');
    await page.reload();
    await expectContactKept(page, 'Half written, then the power went');
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.sent)).toBeVisible();
    await page.reload();
    await expect(field.name(page)).toBeEnabled();
    await expect(field.message(page)).toHaveValue('');
  });

  test('errors show beside the fields, focus goes to the first, and toasts pause on hover and focus', async ({
    page,
  }) => {
    test.slow(); // toasts keep real time (their progress bar is their clock)
    await page.goto('/contact');
    await expect(sendButton(page)).toBeEnabled();
    await sendButton(page).click();
    await expect(field.name(page)).toBeFocused();
    await expect(field.name(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.message(page)).toHaveAccessibleDescription(new RegExp(MESSAGES.required));

    const warning = toast(page, MESSAGES.required);
    await expect(warning).toBeVisible();
    await warning.hover();
    await page.waitForTimeout(7_000);
    await expect(warning).toBeVisible();
    await page.mouse.move(5, 5);
    await page.waitForTimeout(2_000);
    await expect(warning).toBeVisible();
    await expect(warning).toBeHidden({ timeout: 6_000 });

    await sendButton(page).click();
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    await dismiss.focus();
    await page.waitForTimeout(7_000);
    await expect(toast(page, MESSAGES.required)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toast(page, MESSAGES.required)).toBeHidden();
    await expect(field.name(page)).toBeFocused(); // back where the visitor came from (the refused field)
  });

  test("the toasts' styles stay out of the page until the first toast, which needs no download", async ({
    page,
    context,
  }) => {
    const toastStyles = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style')].some((style) => /\.notyf__toast\b/.test(style.textContent)),
      );
    await page.goto('/contact');
    await expect(sendButton(page)).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await toastStyles()).toBe(false);
    await context.setOffline(true); // the toast code came with the form
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.required)).toBeVisible();
    expect(await toastStyles()).toBe(true);
  });

  test('a toast closes by itself after 5 seconds, or at once by its dismiss button', async ({ page }) => {
    await page.goto('/contact');
    await field.name(page).fill('Asha');
    await page.mouse.move(5, 5);
    await sendButton(page).click();
    const first = toast(page, MESSAGES.required);
    await expect(first).toBeVisible();
    const shownAt = Date.now();
    await expect(first).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_500);

    await sendButton(page).click();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page, MESSAGES.required)).toBeHidden();
  });

  test('the map loads only when asked, in a titled frame', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Map</p>' }),
    );
    await page.goto('/contact');
    const openLink = page.getByRole('link', { name: /Open in maps/ });
    await expect(openLink).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=.+#map=\d+\//);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);

    await page.getByRole('button', { name: 'Show the map' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe[title]')).toHaveAttribute('title', /Map showing/);
    // Focus moves into the frame (a page in another frame: the frame element is the active one).
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(thirdParty.some((url) => url.includes('openstreetmap.org'))).toBe(true);
    // The map fills its 4:3 frame (it once kept a frame's default 150 px height in the middle of it).
    const sizes = await page.locator('iframe[title]').evaluate((map: HTMLIFrameElement) => {
      const frame = map.parentElement as HTMLElement;
      return [map.offsetWidth, map.offsetHeight, frame.clientWidth, frame.clientHeight];
    });
    expect(sizes.slice(0, 2)).toEqual(sizes.slice(2));
  });

  test('axe finds no WCAG 2.2 AA problem with errors and a toast showing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    await expect(sendButton(page)).toBeEnabled();
    await pauseClock(page);
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.required)).toBeVisible();
    await holdToastForAxe(page, MESSAGES.required);
    await expectNoAxeViolations(page);
  });
});

test.describe('volunteer form', () => {
  async function fillVolunteer(page: Page, values: { phone: string; message: string }): Promise<void> {
    await field.name(page).fill('Ravi Shah');
    await field.email(page).fill('ravi@example.in');
    await field.phone(page).fill(values.phone);
    await field.city(page).fill('Vadodara');
    await field.role(page).selectOption('Research & survey work');
    await field.message(page).fill(values.message);
  }

  test('sends the role, city and phone through the local outbox', async ({ page }) => {
    const mark = uniqueMark();
    await page.goto('/volunteers');
    await expect(field.role(page).getByRole('option')).toHaveCount(6);
    await fillVolunteer(page, { phone: '+91 98765-43210', message: `Weekends ${mark}` });
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.sent)).toBeVisible();
    await expect(field.role(page)).toHaveValue('');

    expect(await findStored(mark)).toMatchObject([
      {
        form: 'volunteer',
        params: {
          to_email: 'ravi@example.in',
          from_name: 'Ravi Shah',
          message: `Message : Weekends ${mark}\n\nVolunteer role : Research & survey work\nCity : Vadodara\nPhone : 9876543210`,
        },
      },
    ]);
  });

  test('an 11-digit phone number is refused beside the field, and the role is kept on failure', async ({
    page,
  }) => {
    await page.route(EMAIL_API, (route) => route.fulfill({ status: 500, body: 'Server Error' }));
    await page.goto('/volunteers');
    await fillVolunteer(page, { phone: '98765432101', message: 'Hello' });
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.phone)).toBeVisible();
    await expect(field.phone(page)).toBeFocused();
    await expect(field.phone(page)).toHaveAccessibleDescription(new RegExp(MESSAGES.phone));

    await field.phone(page).fill('98765 43210');
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.failed)).toBeVisible();
    await expect(field.role(page)).toHaveValue('Research & survey work');
    await expect(field.phone(page)).toHaveValue('98765 43210');
  });

  test('axe finds no WCAG 2.2 AA problem with a failure toast, then with an error and its toast', async ({
    page,
  }) => {
    await page.clock.install();
    await page.route(EMAIL_API, (route) => route.fulfill({ status: 500, body: 'Server Error' }));
    await page.goto('/volunteers');
    await fillVolunteer(page, { phone: '9876543210', message: 'Hi' });
    await pauseClock(page);
    await sendButton(page).click();
    await expect(toast(page, MESSAGES.failed)).toBeVisible();
    await holdToastForAxe(page, MESSAGES.failed);
    await expectNoAxeViolations(page);

    await toast(page, MESSAGES.failed).getByRole('button', { name: 'Dismiss notification' }).click();
    await field.email(page).fill('not an address');
    await sendButton(page).click();
    await expect(field.email(page)).toHaveAttribute('aria-invalid', 'true');
    await holdToastForAxe(page, MESSAGES.email);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/contact', '/volunteers']) {
    test(`${path} says sending needs JavaScript and offers the e-mail address`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(/Sending this form needs JavaScript/)).toBeVisible();
      await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
      await expect(field.name(page)).toBeDisabled();
    });
  }
});

// A patchy connection: the form's code does not arrive, even after Astro's one retry. Its fields stay
// disabled, so the page says why and offers the school's address, in the page's language.
for (const [path, messages] of [
  ['/contact', englishMessages],
  ['/gu/volunteers', gujaratiMessages],
] as const) {
  test(`${path}: when the form's code cannot arrive, the page says so and offers the e-mail address`, async ({
    page,
  }) => {
    await page.route(/\/EmailForm\.[\w-]+\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
    await page.goto(path);
    const note = page.getByRole('status').filter({ hasText: messages.formNoScript.failed });
    await expect(note).toBeVisible({ timeout: 10_000 });
    await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator('input[name="fullName"]')).toBeDisabled();
    await expectNoAxeViolations(page);
  });
}

// A half-closed connection sends no error: the form's code neither arrives nor fails, and its fields stay
// disabled. After FORM_LOAD_LIMIT_MS the page says so all the same; if the code arrives after all, the
// note goes and the form works.
test(`/contact: when the form's code has not arrived after ${FORM_LOAD_LIMIT_MS / 1000} s, the page says so until it does`, async ({
  page,
}) => {
  await page.clock.install();
  const release = await holdBackScripts(page, /\/EmailForm\.[\w-]+\.js(\?|$)/);
  await page.goto('/contact');
  const note = page.getByRole('status').filter({ hasText: englishMessages.formNoScript.failed });
  await page.clock.runFor(FORM_LOAD_LIMIT_MS - 1_000);
  await expect(note).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  release();
  await expect(field.name(page)).toBeEnabled();
  await expect(note).toBeHidden();
});

// Every byte of a form's props is in its page's HTML: a scoped <style> on the page stamped them with Astro's
// scope attribute, which the form never reads.
test('each form page gives its form only the props the form reads', async ({ page }) => {
  for (const path of ['/contact', '/volunteers']) {
    await page.goto(path);
    const props = await page.locator('astro-island:has(.email-form)').getAttribute('props');
    expect(Object.keys(JSON.parse(props ?? '{}') as object).sort(), path).toEqual([
      'form',
      'messages',
      'schoolName',
    ]);
  }
});
