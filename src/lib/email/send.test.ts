import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailRequest } from './build-request.ts';
import { checkSendRequest } from './check-request.ts';
import { classifySendFailure, sendEmail, type EmailClient } from './send.ts';

const request: EmailRequest = {
  serviceId: 'service-x',
  templateId: 'template-y',
  templateParams: { to_name: 'School', to_email: 'a@b.in', from_name: 'Asha', message: 'Message : Hi' },
};
const connection = { publicKey: 'pk-x', origin: 'https://mail.example.org' };

function fakeClient(send: EmailClient['send']) {
  return { init: vi.fn<EmailClient['init']>(), send };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendEmail', () => {
  it('initialises the client with the origin and the guards off, then sends', async () => {
    const send = vi.fn(async () => new EmailJSResponseStatus(200, 'OK'));
    const client = fakeClient(send);
    await expect(sendEmail(request, connection, client)).resolves.toEqual({ ok: true });
    expect(client.init).toHaveBeenCalledWith({ publicKey: 'pk-x', blockHeadless: false }, connection.origin);
    expect(send).toHaveBeenCalledWith('service-x', 'template-y', request.templateParams);
  });

  it.each([
    ['a 400 answer', new EmailJSResponseStatus(400, 'The service ID is invalid'), 'status', '400'],
    ['a 500 answer', new EmailJSResponseStatus(500, 'Server Error'), 'status', '500'],
    ["the client's 451", new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), 'status', '451'],
    ["the client's 403", new EmailJSResponseStatus(403, 'Forbidden'), 'status', '403'],
    ["the client's 429", new EmailJSResponseStatus(429, 'Too Many Requests'), 'status', '429'],
    ["the client's status 0", new EmailJSResponseStatus(), 'network', 'Network Error'],
    ['a raw TypeError', new TypeError('Failed to fetch'), 'network', 'Failed to fetch'],
    ['a string (missing key)', 'The public key is required.', 'configuration', 'public key'],
    ['anything else', new Error('odd'), 'unknown', 'odd'],
  ])('reports %s as a failure', async (_name, rejection, kind, detail) => {
    const client = fakeClient(() => Promise.reject(rejection));
    const outcome = await sendEmail(request, connection, client);
    expect(outcome).toMatchObject({ ok: false, kind });
    expect(!outcome.ok && outcome.detail).toContain(detail);
  });

  it('gives up after the timeout when no answer comes', async () => {
    vi.useFakeTimers();
    const client = fakeClient(() => new Promise(() => undefined));
    const pending = sendEmail(request, connection, client, 20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({
      ok: false,
      kind: 'timeout',
      detail: 'no answer within 20000 ms',
    });
  });
});

describe('classifySendFailure', () => {
  it('treats a status object from another copy of the client the same way', () => {
    expect(classifySendFailure({ status: 503, text: 'Busy' })).toEqual({
      ok: false,
      kind: 'status',
      detail: '503 Busy',
    });
  });
});

describe('with the real @emailjs/browser client', () => {
  it('posts the JSON body of the specification to /api/v1.0/email/send', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { pathname: '/contact' });
    await expect(sendEmail(request, connection, emailjs)).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://mail.example.org/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-type': 'application/json' });
    const check = checkSendRequest(String(init.body));
    expect(check).toEqual({
      ok: true,
      body: {
        lib_version: expect.any(String),
        user_id: 'pk-x',
        service_id: 'service-x',
        template_id: 'template-y',
        template_params: request.templateParams,
      },
    });
  });

  it('fails on a non-OK answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('The template ID is invalid', { status: 400 }));
    vi.stubGlobal('location', { pathname: '/contact' });
    await expect(sendEmail(request, connection, emailjs)).resolves.toEqual({
      ok: false,
      kind: 'status',
      detail: '400 The template ID is invalid',
    });
  });

  it('fails with a configuration error when the key is missing', async () => {
    vi.stubGlobal('location', { pathname: '/contact' });
    const outcome = await sendEmail(request, { ...connection, publicKey: '' }, emailjs);
    expect(outcome).toMatchObject({ ok: false, kind: 'configuration' });
  });
});
