/**
 * Everything the two forms share: values kept as a draft, validation with
 * errors beside the fields, the sending flag, the honeypot, sending and the
 * toasts (site-spec sections 4, 5 and 8). The form components only lay out
 * their fields.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import type { EmailRequest } from '../../lib/email/build-request.ts';
import type { EmailConfig } from '../../lib/email/config.ts';
import { FORM_MESSAGES } from '../../lib/forms/messages.ts';
import type { ValidationResult } from '../../lib/forms/validate.ts';
import { prepareToasts, showToast } from '../Toasts/toasts.ts';
import { createDraftStore } from './draft-store.ts';
import { sendFormEmail } from './email-connection.ts';

export interface EmailFormSetup<Field extends string> {
  /** Names the stored draft: one per form. */
  formName: string;
  fields: readonly Field[];
  validate(values: Record<Field, string>): ValidationResult<Record<Field, string>>;
  buildRequest(values: Record<Field, string>, config: EmailConfig): EmailRequest;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const subscribeToNothing = () => () => undefined;

function focusField(form: HTMLFormElement, name: string): void {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

export function useEmailForm<Field extends string>(setup: EmailFormSetup<Field>) {
  const [store] = useState(() => createDraftStore(setup.formName, setup.fields));
  const values = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // False in the server HTML and during hydration: the fields stay disabled
  // until the form can really send, so nobody types into a dead form.
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [trap, setTrap] = useState('');
  // The state above updates only on the next render; this blocks a second
  // submit (double click, Enter) at once.
  const sendingNow = useRef(false);

  useEffect(() => {
    prepareToasts();
  }, []);

  function setField(field: Field, value: string): void {
    store.setField(field, value);
    if (errors[field] !== undefined) {
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    }
  }

  function finishSending(form: HTMLFormElement): void {
    flushSync(() => setSending(false));
    sendingNow.current = false;
    // The dots replaced the button that had focus: give it back.
    if (document.activeElement === null || document.activeElement === document.body) {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (sendingNow.current) return;
    const form = event.currentTarget;
    sendingNow.current = true;
    setSending(true);

    if (trap.trim() !== '') {
      // A bot filled the hidden field: pretend it worked, send nothing.
      store.clear();
      setTrap('');
      showToast('success', FORM_MESSAGES.sent);
      finishSending(form);
      return;
    }

    const result = setup.validate(values);
    if (!result.ok) {
      const fieldErrors: FieldErrors<Field> = {};
      for (const field of result.invalidFields) fieldErrors[field] = result.message;
      flushSync(() => {
        setErrors(fieldErrors);
        setSending(false);
      });
      sendingNow.current = false;
      // After the render, so the field is announced with its error.
      const [firstInvalid] = result.invalidFields;
      if (firstInvalid !== undefined) focusField(form, firstInvalid);
      showToast('warning', result.message);
      return;
    }

    setErrors({});
    const outcome = await sendFormEmail((config) => setup.buildRequest(result.values, config));
    if (outcome.ok) {
      store.clear();
      showToast('success', FORM_MESSAGES.sent);
    } else {
      // Details are for whoever looks at the console, never for the visitor.
      console.error(`The message was not sent (${outcome.kind}): ${outcome.detail}`);
      showToast('error', FORM_MESSAGES.sendFailed);
    }
    finishSending(form);
  }

  /**
   * What ties one field to the form, to spread onto a TextField or a
   * SelectField: its value and error, and no typing until the form can send.
   */
  function bind(field: Field) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      disabled: !ready,
      onValueChange: (value: string) => setField(field, value),
    };
  }

  /** bind() for a TextField, which also stays read-only while the form sends what was typed. */
  function bindText(field: Field) {
    return { ...bind(field), readOnly: sending };
  }

  return {
    values,
    errors,
    sending,
    ready,
    trap,
    setTrap,
    setField,
    bind,
    bindText,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}
