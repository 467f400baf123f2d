import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingMessage } from './message.ts';
import { RefusedAnswer, classifySendFailure } from './send-outcome.ts';
import { createMessageSender, type EmailProvider } from './sender.ts';

const values = { fullName: 'Asha', email: 'a@b.in', message: 'Hi' };

function senderWith(deliver: EmailProvider['deliver'], timeoutMs = 1000) {
  return createMessageSender({ provider: { deliver }, recipientName: 'School', timeoutMs });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sendMessage', () => {
  it('hands the provider the message the school receives', async () => {
    const deliver = vi.fn<EmailProvider['deliver']>(async () => undefined);
    await expect(senderWith(deliver).sendMessage('contact', values)).resolves.toEqual({ ok: true });
    const [message] = deliver.mock.calls[0] ?? [];
    expect(message).toEqual<OutgoingMessage>({
      form: 'contact',
      params: { to_name: 'School', to_email: 'a@b.in', from_name: 'Asha', message: 'Message : Hi' },
    });
  });

  it.each([
    ['a refused answer', new RefusedAnswer(500, 'Server Error'), 'status', '500 Server Error'],
    ['a network failure', new TypeError('Failed to fetch'), 'network', 'Failed to fetch'],
    ['a missing key', 'The public key is required.', 'configuration', 'public key'],
    ['anything else', new Error('odd'), 'unknown', 'odd'],
  ])('reports %s as a failure, never a rejection', async (_name, rejection, kind, detail) => {
    const outcome = await senderWith(() => Promise.reject(rejection)).sendMessage('contact', values);
    expect(outcome).toMatchObject({ ok: false, kind });
    expect(!outcome.ok && outcome.detail).toContain(detail);
  });

  it('reports a provider that throws at once as a failure too', async () => {
    const outcome = await senderWith(() => {
      throw new TypeError('boom');
    }).sendMessage('contact', values);
    expect(outcome).toMatchObject({ ok: false, kind: 'network' });
  });

  it('gives up at the timeout, aborts the request, and says how it ended after all', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const deliver: EmailProvider['deliver'] = (_message, options) => {
      signal = options.signal;
      // Like fetch: rejects with an AbortError when its signal aborts.
      return new Promise((_resolve, reject) =>
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const pending = senderWith(deliver, 20_000).sendMessage('contact', values);
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
    const deliver = () => new Promise<void>((resolve) => (accept = resolve));
    const pending = senderWith(deliver, 100).sendMessage('contact', values);
    await vi.advanceTimersByTimeAsync(100);
    const outcome = await pending;
    if (outcome.ok || outcome.kind !== 'timeout') throw new Error('expected a timeout');
    accept();
    await expect(outcome.late).resolves.toEqual({ ok: true });
  });
});

describe('classifySendFailure', () => {
  it.each([
    [{ status: 503, text: 'Busy' }, 'status', '503 Busy'],
    [{ status: 0, text: 'Network Error' }, 'network', '0 Network Error'],
    [{ status: 413, text: 'Payload Too Large' }, 'too-long', '413 Payload Too Large'],
    [new DOMException('The user aborted a request.', 'AbortError'), 'aborted', 'cancelled'],
  ])('%o is %s', (error, kind, detail) => {
    expect(classifySendFailure(error)).toEqual({ ok: false, kind, detail: expect.stringContaining(detail) });
  });
});
