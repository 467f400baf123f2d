/**
 * The provider for the local outbox (scripts/outbox.ts): one JSON POST to
 * its endpoint on the page's own origin. fetch takes the sender's signal, so
 * a request given up at the timeout is really cancelled.
 */
import type { OutboxRequest } from '../local-outbox/request.ts';
import { OUTBOX_PATH, TOO_LONG_REASON } from '../local-outbox/path.ts';
import { RefusedAnswer } from '../send-outcome.ts';
import type { EmailProvider } from '../sender.ts';

/** @param endpoint the outbox's address; the path alone means the page's own origin */
export function createOutboxProvider(endpoint: string = OUTBOX_PATH): EmailProvider {
  return {
    async deliver(message, { signal }) {
      const body: OutboxRequest = { form: message.form, params: message.params };
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      if (response.ok) return;
      const reason = await response.text();
      // The outbox refuses a text over its limit with 400 and its reason: for
      // the visitor that is the same as a body too large, 413.
      const tooLong = response.status === 400 && reason.includes(TOO_LONG_REASON);
      throw new RefusedAnswer(tooLong ? 413 : response.status, reason);
    },
  };
}
