/**
 * Sends one e-mail request through the service's browser client and turns
 * every way it can end into one of two outcomes. The client is passed in
 * (the real @emailjs/browser in the islands, a fake in tests).
 *
 * The client fails in three shapes (see shared LIBRARY-NOTES): an object
 * with status and text for an answer that is not OK (and for its own 403,
 * 429, 451 and 0 "Network Error"), a raw TypeError when the network fails,
 * and a plain string when a key or identifier is missing. It also never
 * gives up on a request that hangs, so a timer does that here.
 */
import type { EmailRequest } from './build-request.ts';

export const SEND_TIMEOUT_MS = 20_000;

export interface EmailClient {
  init(options: { publicKey: string; blockHeadless: boolean }, origin: string): void;
  send(serviceId: string, templateId: string, params: Record<string, string>): Promise<unknown>;
}

export type SendFailureKind = 'status' | 'network' | 'configuration' | 'timeout' | 'unknown';

export type SendOutcome = { ok: true } | { ok: false; kind: SendFailureKind; detail: string };

interface StatusAnswer {
  status: number;
  text: string;
}

function isStatusAnswer(value: unknown): value is StatusAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<StatusAnswer>).status === 'number' &&
    typeof (value as Partial<StatusAnswer>).text === 'string'
  );
}

/** Names the failure and keeps its details for the console (never for the visitor). */
export function classifySendFailure(error: unknown): Extract<SendOutcome, { ok: false }> {
  if (isStatusAnswer(error)) {
    // The client reports a network failure it caught itself as status 0.
    const kind = error.status === 0 ? 'network' : 'status';
    return { ok: false, kind, detail: `${error.status} ${error.text}` };
  }
  if (error instanceof TypeError) return { ok: false, kind: 'network', detail: error.message };
  if (typeof error === 'string') return { ok: false, kind: 'configuration', detail: error };
  return { ok: false, kind: 'unknown', detail: String(error) };
}

class SendTimeout extends Error {}

export async function sendEmail(
  request: EmailRequest,
  connection: { publicKey: string; origin: string },
  client: EmailClient,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SendTimeout()), timeoutMs);
  });
  try {
    // The service's own spam guards (headless block, block list, rate
    // limit) stay off: the specification leaves them unconfigured, and the
    // rate limit would even block a retry after a failed send.
    client.init({ publicKey: connection.publicKey, blockHeadless: false }, connection.origin);
    await Promise.race([client.send(request.serviceId, request.templateId, request.templateParams), timeout]);
    return { ok: true };
  } catch (error) {
    if (error instanceof SendTimeout) {
      return { ok: false, kind: 'timeout', detail: `no answer within ${timeoutMs} ms` };
    }
    return classifySendFailure(error);
  } finally {
    clearTimeout(timer);
  }
}
