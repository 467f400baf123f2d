/**
 * How a send can end, in the few kinds the forms act on. The details are for
 * whoever reads the console, never for the visitor.
 *
 * The e-mail service's browser client fails in three shapes: an object with
 * status and text for an answer that is not OK (and for its own 403, 429,
 * 451 and 0 "Network Error"), a raw TypeError when the network fails, and a
 * plain string when a key or identifier is missing. fetch adds an
 * AbortError when a request is cancelled. An answer of 413 (the request is
 * too large) is a kind of its own: sending the same text again will never
 * work, so the visitor is asked to shorten it rather than to try later.
 */

export type SendFailureKind = 'status' | 'too-long' | 'network' | 'configuration' | 'aborted' | 'unknown';

export type SendFailure = { ok: false; kind: SendFailureKind; detail: string };

/**
 * No answer in time. The request was cancelled where the provider can do
 * that, but it may still have reached the service; `late` tells how it
 * ended after all ('aborted' when it was cancelled before an answer came).
 */
export type SendTimeout = { ok: false; kind: 'timeout'; detail: string; late: Promise<SendOutcome> };

export type SendOutcome = { ok: true } | SendFailure | SendTimeout;

/** An answer that was not OK, as a provider reports it: the status and the service's reason. */
export class RefusedAnswer extends Error {
  readonly status: number;
  readonly text: string;

  constructor(status: number, text: string) {
    super(`${status} ${text}`);
    this.status = status;
    this.text = text;
  }
}

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

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Names the failure and keeps its details for the console. */
export function classifySendFailure(error: unknown): SendFailure {
  if (isStatusAnswer(error)) {
    // The service's client reports a network failure it caught itself as status 0.
    const kind = error.status === 0 ? 'network' : error.status === 413 ? 'too-long' : 'status';
    return { ok: false, kind, detail: `${error.status} ${error.text}` };
  }
  if (isAbort(error)) return { ok: false, kind: 'aborted', detail: 'the request was cancelled' };
  if (error instanceof TypeError) return { ok: false, kind: 'network', detail: error.message };
  if (typeof error === 'string') return { ok: false, kind: 'configuration', detail: error };
  return { ok: false, kind: 'unknown', detail: String(error) };
}
