/**
 * The sending part of a form: the sending flag (the dots replace the
 * button), the toasts for each outcome, and what happens after a send that
 * got no answer in time. Such a message may still arrive, so the form says
 * so, keeps the text, and asks before sending it again; if the answer comes
 * late after all, the form acts on it then.
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SendOutcome } from '../../lib/email/send-outcome.ts';
import { showToast } from '../Toasts/toasts.ts';
import type { FormWords } from './form-words.ts';
import { RESEND_BUTTON_CLASS, type SendNoticeState } from './SendNotice.tsx';

export interface SendingSetup<Typed, Valid> {
  send(values: Valid): Promise<SendOutcome>;
  /** Empties the fields that still hold what was typed, once it was delivered. */
  clearSent(typed: Typed): void;
  /** The toasts' words, in the page's language. */
  words: Pick<FormWords, 'sent' | 'sendFailed' | 'tooLong' | 'timeout'>;
}

function logFailure(outcome: Exclude<SendOutcome, { ok: true }>): void {
  // Details are for whoever looks at the console, never for the visitor.
  console.error(`The message was not sent (${outcome.kind}): ${outcome.detail}`);
}

export function useSending<Typed, Valid>({ send, clearSent, words }: SendingSetup<Typed, Valid>) {
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<SendNoticeState>(null);
  // The state above updates only on the next render; this blocks a second
  // submit (double click, Enter) at once.
  const sendingNow = useRef(false);
  // Which send a late answer belongs to: only the latest may act on it.
  const attempt = useRef(0);

  function showFailure(outcome: Exclude<SendOutcome, { ok: true }>): void {
    // A text too long will never go, so never "try again later" for it; the text stays to be shortened.
    showToast('error', outcome.kind === 'too-long' ? words.tooLong : words.sendFailed);
  }

  function delivered(typed: Typed): void {
    clearSent(typed);
    setNotice(null);
    showToast('success', words.sent);
  }

  function followLateAnswer(late: Promise<SendOutcome>, typed: Typed, sentAs: number): void {
    void late.then((outcome) => {
      if (attempt.current !== sentAs) return;
      if (outcome.ok) return delivered(typed);
      // Cancelled before any answer: still unknown, the notice stays.
      if (outcome.kind === 'aborted') return;
      logFailure(outcome);
      setNotice(null);
      showFailure(outcome);
    });
  }

  return {
    sending,
    notice,

    /** False when a send is already under way; otherwise turns the flag on. */
    start(): boolean {
      if (sendingNow.current) return false;
      sendingNow.current = true;
      setSending(true);
      return true;
    },

    /** Turns the flag off; with the form, gives focus back to its button if the dots had it. */
    finish(form?: HTMLFormElement): void {
      flushSync(() => setSending(false));
      sendingNow.current = false;
      if (form && (document.activeElement === null || document.activeElement === document.body)) {
        form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      }
    },

    /** After a send without an answer, asks before sending again; true when it asked. */
    askBeforeResending(form: HTMLFormElement): boolean {
      if (notice === null) return false;
      flushSync(() => setNotice('confirm-resend'));
      form.querySelector<HTMLButtonElement>(`.${RESEND_BUTTON_CLASS}`)?.focus();
      return true;
    },

    async deliver(typed: Typed, valid: Valid): Promise<void> {
      attempt.current += 1;
      const sentAs = attempt.current;
      setNotice(null);
      const outcome = await send(valid);
      if (outcome.ok) return delivered(typed);
      logFailure(outcome);
      if (outcome.kind !== 'timeout') return showFailure(outcome);
      setNotice('timeout');
      showToast('warning', words.timeout);
      followLateAnswer(outcome.late, typed, sentAs);
    },
  };
}
