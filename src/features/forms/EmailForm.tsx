// The island of both forms (/contact and /volunteers). After a send with no answer in time the message may
// still arrive: the form says so, keeps the text and asks before sending again; a late answer still counts.
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { GroupMessages } from '../../i18n';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { createDraftStore } from './draft.ts';
import {
  FIELD_CONTROLS,
  FORM_FIELDS,
  VOLUNTEER_ROLES,
  VOLUNTEER_ROLE_MESSAGES,
  measureRoom,
  validateForm,
  type AnyValues,
  type FormName,
} from './form-fields.ts';
import { sendMessage, type SendOutcome } from './send-message.ts';
import { showToast } from './toasts.ts';
import './form.css';

export interface EmailFormProps {
  form: FormName;
  schoolName: string; // the addressee of the mail
  // The forms' messages and the form's own (contactForm or volunteerForm: labels, hints, roles) in one.
  messages: GroupMessages<'forms'> & Readonly<Record<string, string>>;
}

const DRAFT_NOTES = { kept: 'draftKeptInTab', blocked: 'draftBlocked', full: 'draftFull' } as const;
const focusIn = (form: HTMLFormElement, selector: string) =>
  form.querySelector<HTMLElement>(selector)?.focus();

export default function EmailForm({ form: formName, schoolName, messages }: EmailFormProps) {
  const formId = useId();
  const [store] = useState(() => createDraftStore(formName, FORM_FIELDS[formName]));
  const draft = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // False in the server HTML and while hydrating: nobody types into a form that cannot send yet.
  const ready = draft !== store.getServerSnapshot();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<'timeout' | 'confirm-resend' | null>(null);
  const [lastResult, setLastResult] = useState<string | null>(null); // the last send's words, kept after its toast
  const sendingNow = useRef(false); // blocks a second submit (double click, Enter) before the next render
  const attempt = useRef(0); // only the latest send may act on a late answer

  function settle(outcome: SendOutcome, sent: AnyValues): void {
    setNotice(null);
    if (outcome.ok) store.clearSent(sent);
    // Details are for whoever reads the console, never for the visitor.
    else console.error(`The message was not sent (${outcome.kind}): ${outcome.detail}`);
    // A text too long will never go: never "try again later" for it.
    const words = messages[outcome.ok ? 'sent' : outcome.kind === 'too-long' ? 'tooLong' : 'sendFailed'];
    setLastResult(words);
    showToast(outcome.ok ? 'success' : 'error', words);
  }

  async function submit(form: HTMLFormElement, confirmed: boolean): Promise<void> {
    if (!confirmed && notice !== null) {
      flushSync(() => setNotice('confirm-resend'));
      return focusIn(form, '.send-notice__resend');
    }
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    setLastResult(null);
    // What the visitor sees now is what is sent, and what is cleared after, unless edited since.
    const sent = draft.values;
    const result = validateForm(formName, sent);
    const trap = form.querySelector<HTMLInputElement>('[name="extra_notes"]');
    if (trap && trap.value.trim() !== '') {
      // A bot filled the hidden field: pretend it worked, send nothing.
      trap.value = '';
      settle({ ok: true }, sent);
    } else if (!result.ok) {
      // A phone or role problem comes only from the volunteer form, whose own messages name it.
      const message = messages[result.problem] ?? messages.required;
      flushSync(() => setErrors(Object.fromEntries(result.invalidFields.map((field) => [field, message]))));
      // After the render, so it is read with its error; mid-screen, clear of the toast over the top of a phone.
      const invalid = form.querySelector<HTMLElement>(`[name="${result.invalidFields[0]}"]`);
      invalid?.focus({ preventScroll: true });
      invalid?.closest('.field')?.scrollIntoView({ block: 'center' });
      showToast('warning', message);
    } else {
      setErrors({});
      setNotice(null);
      const sentAs = ++attempt.current;
      const outcome = await sendMessage(formName, result.values, schoolName);
      if (outcome.ok || outcome.kind !== 'timeout') settle(outcome, sent);
      else {
        console.error(`The message may not have been sent: ${outcome.detail}`);
        setNotice('timeout');
        showToast('warning', messages.timeout);
        void outcome.late.then((late) => {
          if (attempt.current === sentAs) settle(late, sent);
        });
      }
    }
    flushSync(() => setSending(false));
    sendingNow.current = false;
    // The dots had focus; give it to the button they stood for.
    if (!document.activeElement || document.activeElement === document.body) focusIn(form, '[type="submit"]');
  }

  // Indian digit grouping, as both languages write numbers (45,000; 1,00,000).
  const say = (key: string, n: number, name = 'count') =>
    fillPlaceholders(messages[key] ?? '', { [name]: n.toLocaleString('en-IN') });

  /** One field: label, hint, error and room left around its control. */
  function renderField(field: string) {
    const id = `${formId}-${field}`;
    const { autoComplete, type, rows, max } = FIELD_CONTROLS[field] ?? { autoComplete: 'off' };
    const value = draft.values[field] ?? '';
    const error = errors[field];
    const stem = field === 'volunteerRole' ? 'role' : field;
    const hint = messages[`${stem}Hint`];
    const room = max === undefined ? null : measureRoom(value.length, max);
    const roomShown = room?.mark != null ? say('roomLeft', room.left) : null;
    const roomTold =
      room?.mark == null ? '' : room.mark ? say('roomMark', room.mark) : say('roomNone', max ?? 0, 'max');
    const describedBy = [hint && `${id}-hint`, error && `${id}-error`, roomShown && `${id}-room`]
      .filter(Boolean)
      .join(' ');
    const shared = {
      value,
      disabled: !ready,
      id,
      name: field,
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: ({ target }: { target: { value: string } }) => {
        store.setField(field, target.value);
        if (error !== undefined) setErrors({ ...errors, [field]: undefined });
      },
    };
    const text = { ...shared, readOnly: sending, maxLength: max, autoComplete };
    const hintLine = (part: string, words: string | null | undefined) =>
      words && (
        <p className="field__hint" id={`${id}-${part}`}>
          {words}
        </p>
      );
    return (
      <div key={field} className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {messages[`${stem}Label`]} <span className="field__required">{messages.requiredMark}</span>
        </label>
        {hintLine('hint', hint)}
        {error && (
          // Read with the field when it gets focus: the error, after a word that says it is one.
          <p className="field__error" id={`${id}-error`}>
            <span className="visually-hidden">{`${messages.errorPrefix} `}</span>
            {error}
          </p>
        )}
        {field === 'volunteerRole' ? (
          // The office receives the role in English; the visitor reads it in the page's language.
          <select {...shared}>
            <option value="">{messages.rolePlaceholder}</option>
            {VOLUNTEER_ROLES.map((role) => (
              <option key={role} value={role}>
                {messages[VOLUNTEER_ROLE_MESSAGES[role]]}
              </option>
            ))}
          </select>
        ) : rows ? (
          <textarea {...text} rows={rows} />
        ) : (
          <input
            {...text}
            type={type ?? 'text'}
            inputMode={type}
            spellCheck={type === 'email' ? false : undefined}
          />
        )}
        {hintLine('room', roomShown)}
        {/* Always there once the field has a limit, so its words are announced; they change only at a few marks. */}
        {room && (
          <p className="visually-hidden" aria-live="polite">
            {roomTold}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      className="email-form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void submit(event.currentTarget, false))}
    >
      {/* Polite: the draft can stop being kept while the visitor types (storage full). */}
      <p className="email-form__note" aria-live="polite">
        {messages.allRequired} {messages[DRAFT_NOTES[draft.status]]}
      </p>
      {FORM_FIELDS[formName].map(renderField)}
      {/* Hidden from people, filled by bots; its name avoids words browsers autofill. */}
      <label hidden>
        {messages.trapLabel}
        <input type="text" name="extra_notes" tabIndex={-1} autoComplete="off" />
      </label>
      <div className="send-area">
        {/* Always in the page, so a screen reader announces the words when they appear. */}
        <p role="status" className={notice ? 'send-notice note' : 'send-notice'}>
          {notice === 'timeout' ? messages.timeout : notice && messages.resendQuestion}
        </p>
        {/* Not a live region: the toast's has announced these words. They stay once the toast has gone. */}
        {lastResult && <p className="send-outcome">{lastResult}</p>}
        {notice === 'confirm-resend' && (
          <button
            type="button"
            className="button send-notice__resend"
            onClick={(event) => event.currentTarget.form && void submit(event.currentTarget.form, true)}
          >
            {messages.resendButton}
          </button>
        )}
        {sending ? (
          <div
            className="send-status"
            role="status"
            aria-label={messages.sendingLabel}
            tabIndex={-1}
            // Focus was on the button these dots replace: here it is not lost to the page while the send lasts.
            ref={(dots) => void (document.activeElement === document.body && dots?.focus())}
          >
            <span className="send-status__dots" aria-hidden="true">
              {[0, 0.15, 0.3].map((delay) => (
                <span key={delay} style={{ animationDelay: `${delay}s` }} />
              ))}
            </span>
            {messages.sendingText}
          </div>
        ) : (
          <button type="submit" className="button send-button" disabled={!ready}>
            {messages.send}
          </button>
        )}
      </div>
    </form>
  );
}
