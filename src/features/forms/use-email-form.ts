/**
 * Everything the two forms do: the draft, validation with errors beside the
 * fields, the honeypot, the sending flag (the dots replace the button), the
 * toasts, and what follows a send with no answer in time: the message may
 * still arrive, so the form says so, keeps the text and asks before sending
 * again; a late answer is still acted on.
 */
import { useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import type { GroupMessages } from '../../i18n';
import { createDraftStore } from './draft.ts';
import { FORM_FIELDS, FIELD_MAX_CHARACTERS, validateForm, type AnyValues, type FormName } from './fields.ts';
import { sendMessage, type SendOutcome } from './send-message.ts';
import { showToast } from './toasts.ts';

/** The contact page leaves out the volunteer form's own problems (phone, role): its props count against its first round trip. */
export type FormMessages = Omit<GroupMessages<'forms'>, 'phone' | 'role'> &
  Partial<Pick<GroupMessages<'forms'>, 'phone' | 'role'>>;
type Failure = Exclude<SendOutcome, { ok: true }>;

const subscribeToNothing = () => () => undefined;
const focusIn = (form: HTMLFormElement, selector: string) =>
  form.querySelector<HTMLElement>(selector)?.focus();

export function useEmailForm(formName: FormName, recipientName: string, messages: FormMessages) {
  const [store] = useState(() => createDraftStore(formName, FORM_FIELDS[formName]));
  const values = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const draftStatus = useSyncExternalStore(store.subscribe, store.getStatus, () => 'kept' as const);
  // False in the server HTML and while hydrating: nobody types into a form that cannot send yet.
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<'timeout' | 'confirm-resend' | null>(null);
  const sendingNow = useRef(false); // blocks a second submit (double click, Enter) before the next render
  const attempt = useRef(0); // only the latest send may act on a late answer

  function delivered(sent: AnyValues): void {
    store.clearSent(sent);
    setNotice(null);
    showToast('success', messages.sent);
  }

  function failed(outcome: Failure): void {
    // Details are for whoever reads the console, never for the visitor.
    console.error(`The message was not sent (${outcome.kind}): ${outcome.detail}`);
    setNotice(null);
    // A text too long will never go: never "try again later" for it.
    showToast('error', outcome.kind === 'too-long' ? messages.tooLong : messages.sendFailed);
  }

  async function submit(form: HTMLFormElement, confirmed: boolean): Promise<void> {
    if (!confirmed && notice !== null) {
      flushSync(() => setNotice('confirm-resend'));
      return focusIn(form, '.send-notice__resend');
    }
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    // What the visitor sees now is what is sent, and what is cleared after, unless edited since.
    const sent = values;
    const result = validateForm(formName, sent);
    if (trap.trim() !== '') {
      // A bot filled the hidden field: pretend it worked, send nothing.
      setTrap('');
      delivered(sent);
    } else if (!result.ok) {
      // A phone or role problem comes only from the volunteer form, which is given those messages.
      const message = messages[result.problem] ?? messages.required;
      flushSync(() => setErrors(Object.fromEntries(result.invalidFields.map((field) => [field, message]))));
      focusIn(form, `[name="${result.invalidFields[0]}"]`); // after the render, so it is read with its error
      showToast('warning', message);
    } else {
      setErrors({});
      setNotice(null);
      const sentAs = ++attempt.current;
      const outcome = await sendMessage(formName, result.values, recipientName);
      if (outcome.ok) delivered(sent);
      else if (outcome.kind !== 'timeout') failed(outcome);
      else {
        console.error(`The message may not have been sent: ${outcome.detail}`);
        setNotice('timeout');
        showToast('warning', messages.timeout);
        void outcome.late.then((late) => {
          if (attempt.current !== sentAs || (!late.ok && late.kind === 'aborted')) return;
          if (late.ok) delivered(sent);
          else failed(late);
        });
      }
    }
    flushSync(() => setSending(false));
    sendingNow.current = false;
    // The dots had focus; give it to the button they stood for.
    if (document.activeElement === null || document.activeElement === document.body)
      focusIn(form, '[type="submit"]');
  }

  /** What ties a field to the form: its value, error, limit, and no typing until the form can send. */
  const bind = (field: string) => ({
    value: values[field] ?? '',
    error: errors[field],
    disabled: !ready,
    readOnly: sending,
    maxLength: FIELD_MAX_CHARACTERS[field],
    onValueChange(value: string) {
      store.setField(field, value);
      if (errors[field] !== undefined) setErrors({ ...errors, [field]: undefined });
    },
  });

  return {
    ready,
    sending,
    notice,
    draftStatus,
    trap,
    setTrap,
    bind,
    onSubmit(event: SubmitEvent<HTMLFormElement>) {
      event.preventDefault();
      void submit(event.currentTarget, false);
    },
    onResend: (form: HTMLFormElement) => void submit(form, true),
  };
}

export type EmailFormState = ReturnType<typeof useEmailForm>;
