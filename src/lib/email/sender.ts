/**
 * The one way the forms send: sendMessage(form, values). It builds what the
 * school receives and hands it to a provider (the e-mail service, or the
 * local outbox), which is the only part that knows where messages go.
 *
 * A request that hangs is given up after SEND_TIMEOUT_MS: its signal is
 * aborted, so a provider that can cancel it does, and the outcome says
 * 'timeout' rather than failure, because the message may still arrive.
 */
import type { FormName, FormValues } from '../forms/fields.ts';
import { buildMessage, type OutgoingMessage } from './message.ts';
import { classifySendFailure, type SendOutcome } from './send-outcome.ts';

export const SEND_TIMEOUT_MS = 20_000;

export interface EmailProvider {
  /**
   * Hands the message to the service. Resolves once the service accepted it;
   * rejects with what went wrong (see classifySendFailure). Stops the
   * request when the signal aborts, if the provider can.
   */
  deliver(message: OutgoingMessage, options: { signal: AbortSignal }): Promise<void>;
}

export interface MessageSender {
  /** Expects values that passed the form's validation. Never rejects. */
  sendMessage<Form extends FormName>(form: Form, values: FormValues<Form>): Promise<SendOutcome>;
}

export interface SenderOptions {
  provider: EmailProvider;
  /** The school's name, shown as the addressee of the mail. */
  recipientName: string;
  /** The language of the page the form is on. */
  edition?: string;
  timeoutMs?: number;
}

export function createMessageSender({
  provider,
  recipientName,
  edition,
  timeoutMs = SEND_TIMEOUT_MS,
}: SenderOptions): MessageSender {
  return {
    async sendMessage(form, values) {
      const message = buildMessage(form, values, recipientName, edition);
      const controller = new AbortController();
      const delivery: Promise<SendOutcome> = Promise.resolve()
        .then(() => provider.deliver(message, { signal: controller.signal }))
        .then(() => ({ ok: true as const }), classifySendFailure);

      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const first = await Promise.race([delivery, timedOut]);
      clearTimeout(timer);
      if (first !== 'timeout') return first;

      controller.abort();
      return { ok: false, kind: 'timeout', detail: `no answer within ${timeoutMs} ms`, late: delivery };
    },
  };
}
