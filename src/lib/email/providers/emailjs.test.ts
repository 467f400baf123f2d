// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailServiceSettings } from '../config.ts';
import { buildMessage } from '../message.ts';
import { createEmailJsProvider, type EmailJsClient } from './emailjs.ts';

const settings: EmailServiceSettings = {
  publicKey: 'pk-sample',
  serviceId: 'service-sample',
  templateIds: { contact: 'contact-template-sample', volunteer: 'volunteer-template-sample' },
  apiOrigin: 'https://mail.example.org',
};
const require = createRequire(import.meta.url);
const { version: libVersion } = require('@emailjs/browser/package.json') as { version: string };
const signal = new AbortController().signal;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
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

describe('the EmailJS provider, with the real @emailjs/browser', () => {
  it('sends the contact message as the request of the specification', async () => {
    const message = buildMessage(
      'contact',
      { fullName: 'Asha', email: 'asha@example.in', message: 'Hi' },
      'School',
    );
    await createEmailJsProvider(settings).deliver(message, { signal });
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
    await createEmailJsProvider(settings).deliver(buildMessage('volunteer', values, 'School'), { signal });
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
    await createEmailJsProvider(settings).deliver(buildMessage('contact', values, 'School', 'gu'), {
      signal,
    });
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

  it('rejects with the status and text of an answer that is not OK', async () => {
    fetchMock.mockResolvedValue(new Response('The template ID is invalid', { status: 400 }));
    const message = buildMessage('contact', { fullName: 'A', email: 'a@b.in', message: 'x' }, 'S');
    await expect(createEmailJsProvider(settings).deliver(message, { signal })).rejects.toMatchObject({
      status: 400,
      text: 'The template ID is invalid',
    });
  });

  it('rejects with the client text when the key is missing, sending nothing', async () => {
    const message = buildMessage('contact', { fullName: 'A', email: 'a@b.in', message: 'x' }, 'S');
    const provider = createEmailJsProvider({ ...settings, publicKey: '' });
    await expect(provider.deliver(message, { signal })).rejects.toMatch(/public key/);
    expect(fetchMock).not.toHaveBeenCalled();
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

  it('the provider still loads it and sends, and the browser keeps its blocking getter', async () => {
    const message = buildMessage('contact', { fullName: 'A', email: 'a@b.in', message: 'x' }, 'S');
    await createEmailJsProvider(settings, loadFreshCopy).deliver(message, { signal });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(() => globalThis.localStorage).toThrow(/localStorage/);
  });
});
