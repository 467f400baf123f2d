// @vitest-environment jsdom
// sendMessage never rejects and stops waiting at its timeout. In tests it sends
// through the e-mail client to the outbox (.env.outbox), whose fetch is stubbed here: no network.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { classifyFailure, sendMessage } from './send-message.ts';

const values = { fullName: 'Asha', email: 'a@b.in', message: 'Hi' };
type Fetch = (url: string, init: RequestInit) => Promise<Response>;
function senderWith(fetchStub: Fetch, timeoutMs = 1000) {
  vi.stubGlobal('fetch', fetchStub);
  return sendMessage('contact', values, 'School', timeoutMs);
}

// Loaded once before the fake clocks: a send then reaches fetch within the same turn of the clock.
beforeAll(() => import('@emailjs/browser'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendMessage', () => {
  it('posts the message the school receives to the outbox on its own origin', async () => {
    const fetchMock = vi.fn<Fetch>(async () => new Response('OK'));
    await expect(senderWith(fetchMock)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${location.origin}/api/v1.0/email/send`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      template_id: 'contact',
      template_params: { to_name: 'School', to_email: 'a@b.in', from_name: 'Asha', message: 'Message : Hi' },
    });
  });

  it.each([
    [
      'a refused answer',
      async () => new Response('Server Error', { status: 500 }),
      'failed',
      '500 Server Error',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'failed',
      'Failed to fetch',
    ],
    [
      'a fetch that throws at once',
      () => {
        throw new TypeError('boom');
      },
      'failed',
      'boom',
    ],
  ])('reports %s as a failure, never a rejection', async (_name, fetchStub: Fetch, kind, detail) => {
    const outcome = await senderWith(fetchStub);
    expect(outcome).toMatchObject({ ok: false, kind });
    expect(!outcome.ok && outcome.detail).toContain(detail);
  });

  it('stops waiting at the timeout, and says how a late answer ended', async () => {
    vi.useFakeTimers();
    let refuse: () => void = () => undefined;
    const busy = () => new Response('Busy', { status: 503 });
    const pending = senderWith(
      () => new Promise<Response>((resolve) => (refuse = () => resolve(busy()))),
      20_000,
    );
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, kind: 'timeout', detail: 'no answer within 20000 ms' });
    refuse();
    await expect(outcome.ok === false && outcome.kind === 'timeout' && outcome.late).resolves.toEqual({
      ok: false,
      kind: 'failed',
      detail: '503 Busy',
    });
  });

  it('reports a late success (the client cannot cancel its request)', async () => {
    vi.useFakeTimers();
    let accept: () => void = () => undefined;
    const pending = senderWith(
      () => new Promise<Response>((resolve) => (accept = () => resolve(new Response('OK')))),
      100,
    );
    await vi.advanceTimersByTimeAsync(100);
    const outcome = await pending;
    if (outcome.ok || outcome.kind !== 'timeout') throw new Error('expected a timeout');
    accept();
    await expect(outcome.late).resolves.toEqual({ ok: true });
  });
});

describe('classifyFailure', () => {
  it.each([
    [{ status: 503, text: 'Busy' }, 'failed', '503 Busy'],
    [{ status: 0, text: 'Network Error' }, 'failed', '0 Network Error'],
    [{ status: 413, text: 'Payload Too Large' }, 'too-long', '413 Payload Too Large'],
    ['The public key is required.', 'failed', 'public key'],
    [new TypeError('Failed to fetch'), 'failed', 'Failed to fetch'],
    [new Error('odd'), 'failed', 'odd'],
  ])('%o is %s', (error, kind, detail) => {
    expect(classifyFailure(error)).toEqual({ ok: false, kind, detail: expect.stringContaining(detail) });
  });
});
