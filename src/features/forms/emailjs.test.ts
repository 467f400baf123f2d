// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importHidingBlockedStorage } from './hide-blocked-storage.ts';
import { sendMessage } from './send-message.ts';

// The settings a build for publishing has (astro:env, schema in astro.config.mjs).
vi.mock('astro:env/client', () => ({
  PUBLIC_EMAIL_PUBLIC_KEY: 'pk-sample',
  PUBLIC_EMAIL_SERVICE_ID: 'service-sample',
  PUBLIC_EMAIL_CONTACT_TEMPLATE_ID: 'contact-template-sample',
  PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID: 'volunteer-template-sample',
  PUBLIC_EMAIL_API_ORIGIN: 'https://mail.example.org',
  PUBLIC_EMAIL_OUTBOX: false,
}));
type EmailJsClient = typeof import('@emailjs/browser');
const require = createRequire(import.meta.url);
const { version: libVersion } = require('@emailjs/browser/package.json') as { version: string };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

function sentRequest() {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url,
    method: init?.method,
    headers: init?.headers,
    body: JSON.parse(String(init?.body)) as unknown,
  };
}

describe('sendMessage to the e-mail service, with the real @emailjs/browser', () => {
  it('sends the contact message as the request of the specification', async () => {
    const outcome = await sendMessage(
      'contact',
      { fullName: 'Asha', email: 'asha@example.in', message: 'Hi' },
      'School',
    );
    expect(outcome).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest()).toEqual({
      url: 'https://mail.example.org/api/v1.0/email/send',
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: {
        lib_version: libVersion,
        user_id: 'pk-sample',
        service_id: 'service-sample',
        template_id: 'contact-template-sample',
        template_params: {
          to_name: 'School',
          to_email: 'asha@example.in',
          from_name: 'Asha',
          message: 'Message : Hi',
        },
      },
    });
  });

  it('sends the volunteer message with its own template and the role, city and phone lines', async () => {
    const values = {
      fullName: 'Ravi',
      email: 'ravi@example.in',
      phone: '9876543210',
      city: 'Vadodara',
      volunteerRole: 'Fund raising',
      message: 'Sundays',
    };
    await sendMessage('volunteer', values, 'School');
    expect(sentRequest()).toEqual({
      url: 'https://mail.example.org/api/v1.0/email/send',
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: {
        lib_version: libVersion,
        user_id: 'pk-sample',
        service_id: 'service-sample',
        template_id: 'volunteer-template-sample',
        template_params: {
          to_name: 'School',
          to_email: 'ravi@example.in',
          from_name: 'Ravi',
          message: 'Message : Sundays\n\nVolunteer role : Fund raising\nCity : Vadodara\nPhone : 9876543210',
        },
      },
    });
  });

  it('sends the request of the specification plus language "gu" from a Gujarati page', async () => {
    const values = { fullName: 'રવિ', email: 'ravi@example.in', message: 'રવિવારે' };
    document.documentElement.lang = 'gu';
    await sendMessage('contact', values, 'School');
    expect(sentRequest().body).toEqual({
      lib_version: libVersion,
      user_id: 'pk-sample',
      service_id: 'service-sample',
      template_id: 'contact-template-sample',
      template_params: {
        to_name: 'School',
        to_email: 'ravi@example.in',
        from_name: 'રવિ',
        message: 'Message : રવિવારે',
        language: 'gu',
      },
    });
  });

  it('reports an answer that is not OK as a failure with its status and text', async () => {
    fetchMock.mockResolvedValue(new Response('The template ID is invalid', { status: 400 }));
    const outcome = await sendMessage('contact', { fullName: 'A', email: 'a@b.in', message: 'x' }, 'S');
    expect(outcome).toEqual({ ok: false, kind: 'failed', detail: '400 The template ID is invalid' });
  });
});

describe('when the browser blocks storage', () => {
  // The library's browser bundle, evaluated afresh for each load: the module
  // the app imports is evaluated once per test run, so it cannot show what
  // happens at import time.
  const bundle = readFileSync(require.resolve('@emailjs/browser/dist/email.js'), 'utf8');
  const loadFreshCopy = async () => new Function(`${bundle}; return emailjs;`)() as EmailJsClient;
  let original: PropertyDescriptor | undefined;

  beforeEach(() => {
    original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      enumerable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
      },
    });
  });

  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
  });

  it('the library itself throws when it is loaded', async () => {
    await expect(loadFreshCopy()).rejects.toThrow(/localStorage/);
  });

  it('importHidingBlockedStorage still loads it, it sends, and the browser keeps its blocking getter', async () => {
    const emailjs = await importHidingBlockedStorage(loadFreshCopy);
    await emailjs.send(
      'service-sample',
      'contact-template-sample',
      { message: 'x' },
      { publicKey: 'pk-sample' },
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(() => globalThis.localStorage).toThrow(/localStorage/);
  });
});
