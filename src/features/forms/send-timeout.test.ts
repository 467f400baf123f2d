// @vitest-environment jsdom
// sendMessage never rejects and gives up at its timeout. In tests it sends to
// the outbox (no key is set), whose fetch is stubbed here: no network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyFailure, sendMessage } from './send-message.ts';

const values = { fullName: 'Asha', email: 'a@b.in', message: 'Hi' };
type Fetch = (url: string, init: RequestInit) => Promise<Response>;
function senderWith(fetchStub: Fetch, timeoutMs = 1000) {
  vi.stubGlobal('fetch', fetchStub);
  return sendMessage('contact', values, 'School', timeoutMs);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendMessage', () => {
  it('posts the message the school receives to the outbox on its own origin', async () => {
    const fetchMock = vi.fn<Fetch>(async () => new Response('OK'));
    await expect(senderWith(fetchMock)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/__outbox/messages');
    expect(JSON.parse(String(init?.body))).toEqual({
      form: 'contact',
      params: { to_name: 'School', to_email: 'a@b.in', from_name: 'Asha', message: 'Message : Hi' },
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

  it('gives up at the timeout, aborts the request, and says how it ended after all', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging: Fetch = (_url, init) => {
      signal = init.signal ?? undefined;
      // Like fetch: rejects with an AbortError when its signal aborts.
      return new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const pending = senderWith(hanging, 20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, kind: 'timeout', detail: 'no answer within 20000 ms' });
    expect(signal?.aborted).toBe(true);
    await expect(outcome.ok === false && outcome.kind === 'timeout' && outcome.late).resolves.toMatchObject({
      kind: 'aborted',
    });
  });

  it('lets a provider that cannot cancel report a late success', async () => {
    vi.useFakeTimers();
    let accept: () => void = () => undefined;
    // Like @emailjs/browser, whose request cannot be cancelled.
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
    [new DOMException('The user aborted a request.', 'AbortError'), 'aborted', 'cancelled'],
    ['The public key is required.', 'failed', 'public key'],
    [new TypeError('Failed to fetch'), 'failed', 'Failed to fetch'],
    [new Error('odd'), 'failed', 'odd'],
  ])('%o is %s', (error, kind, detail) => {
    expect(classifyFailure(error)).toEqual({ ok: false, kind, detail: expect.stringContaining(detail) });
  });
});
