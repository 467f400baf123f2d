import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOO_LONG_REASON } from '../local-outbox/path.ts';
import { buildMessage } from '../message.ts';
import { createOutboxProvider } from './outbox.ts';

const message = buildMessage('contact', { fullName: 'Asha', email: 'a@b.in', message: 'Hi' }, 'School');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the outbox provider', () => {
  it('posts the form name and template values as JSON to the outbox on the same origin', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('OK'));
    vi.stubGlobal('fetch', fetchMock);
    const { signal } = new AbortController();
    await createOutboxProvider().deliver(message, { signal });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/__outbox/messages');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, signal });
    expect(JSON.parse(String(init?.body))).toEqual(message);
  });

  it('rejects with the status and reason of a refusal', async () => {
    vi.stubGlobal('fetch', async () => new Response('params.message: must not be empty', { status: 400 }));
    await expect(
      createOutboxProvider().deliver(message, { signal: new AbortController().signal }),
    ).rejects.toMatchObject({
      status: 400,
      text: 'params.message: must not be empty',
    });
  });

  it('reports its refusal of a text over the limit as too large (413), the reason kept', async () => {
    const reason = `params.from_name: ${TOO_LONG_REASON}; params.message: ${TOO_LONG_REASON}`;
    vi.stubGlobal('fetch', async () => new Response(reason, { status: 400 }));
    await expect(
      createOutboxProvider().deliver(message, { signal: new AbortController().signal }),
    ).rejects.toMatchObject({ status: 413, text: reason });
  });
});
