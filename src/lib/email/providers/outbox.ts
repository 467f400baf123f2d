/**
 * The provider for the local outbox (scripts/outbox.ts): one JSON POST to
 * its endpoint on the page's own origin. fetch takes the sender's signal, so
 * a request given up at the timeout is really cancelled.
 */
import type { OutboxRequest } from '../local-outbox/request.ts';
import { OUTBOX_PATH } from '../local-outbox/path.ts';
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
      if (!response.ok) throw new RefusedAnswer(response.status, await response.text());
    },
  };
}
