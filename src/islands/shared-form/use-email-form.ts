/**
 * Everything the two forms share: values kept as a draft, validation with
 * errors beside the fields, the honeypot, and sending with its toasts. The
 * form components only lay out their fields; neither they nor this hook know
 * which e-mail provider sends, nor which language the page is in.
 */
import { useEffect, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { FORM_FIELDS, type FormField, type FormName, type FormValues } from '../../lib/forms/fields.ts';
import { FIELD_MAX_CHARACTERS } from '../../lib/forms/limits.ts';
import type { ValidationResult } from '../../lib/forms/validate.ts';
import { prepareToasts, showToast } from '../Toasts/toasts.ts';
import { createDraftStore } from './draft-store.ts';
import type { FormWords } from './form-words.ts';
import { getMessageSender } from './message-sender.ts';
import { useSending } from './use-sending.ts';

export interface EmailFormSetup<Form extends FormName> {
  /** Which form: names its stored draft and the message the school receives. */
  form: Form;
  validate(values: FormValues<Form>): ValidationResult<FormValues<Form>>;
  /** The school's name, as the addressee of the mail. */
  recipientName: string;
  /** The form's words in the page's language, for its toasts, errors and button. */
  words: FormWords;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const subscribeToNothing = () => () => undefined;

function focusField(form: HTMLFormElement, name: string): void {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

export function useEmailForm<Form extends FormName>(setup: EmailFormSetup<Form>) {
  type Field = FormField<Form>;
  const [store] = useState(() => createDraftStore(setup.form, FORM_FIELDS[setup.form] as readonly Field[]));
  const values = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const draftStatus = useSyncExternalStore(store.subscribe, store.getStatus, store.getServerStatus);
  // False in the server HTML and during hydration: the fields stay disabled
  // until the form can really send, so nobody types into a dead form.
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [trap, setTrap] = useState('');
  const sending = useSending({
    send: (valid: FormValues<Form>) => getMessageSender(setup.recipientName).sendMessage(setup.form, valid),
    clearSent: (typed: Readonly<Record<Field, string>>) => store.clearSent(typed),
    words: setup.words,
  });

  useEffect(() => {
    prepareToasts();
  }, []);

  function setField(field: Field, value: string): void {
    store.setField(field, value);
    if (errors[field] !== undefined) {
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    }
  }

  function refuse(form: HTMLFormElement, result: Extract<ValidationResult<FormValues<Form>>, { ok: false }>) {
    const message = setup.words[result.problem];
    const fieldErrors: FieldErrors<Field> = {};
    for (const field of result.invalidFields) fieldErrors[field] = message;
    flushSync(() => setErrors(fieldErrors));
    // After the render, so the field is announced with its error.
    const [firstInvalid] = result.invalidFields;
    if (firstInvalid !== undefined) focusField(form, firstInvalid);
    showToast('warning', message);
  }

  async function submit(form: HTMLFormElement, confirmedResend: boolean): Promise<void> {
    if (!confirmedResend && sending.askBeforeResending(form)) return;
    if (!sending.start()) return;
    // What the visitor sees now (`values`) is what is sent, and what is
    // cleared after, unless edited since (a send without an answer allows it).
    if (trap.trim() !== '') {
      // A bot filled the hidden field: pretend it worked, send nothing.
      store.clearSent(values);
      setTrap('');
      showToast('success', setup.words.sent);
      return sending.finish(form);
    }
    const result = setup.validate(values);
    if (!result.ok) {
      sending.finish();
      return refuse(form, result);
    }
    setErrors({});
    await sending.deliver(values, result.values);
    sending.finish(form);
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

  /**
   * bind() for a TextField, which also takes no more than its limit and stays
   * read-only while the form sends what was typed.
   */
  function bindText(field: Field) {
    return { ...bind(field), readOnly: sending.sending, maxLength: FIELD_MAX_CHARACTERS[field] };
  }

  return {
    words: setup.words,
    values,
    errors,
    sending: sending.sending,
    notice: sending.notice,
    draftStatus,
    ready,
    trap,
    setTrap,
    setField,
    bind,
    bindText,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(event.currentTarget, false);
    },
    onResend: (form: HTMLFormElement) => void submit(form, true),
  };
}
