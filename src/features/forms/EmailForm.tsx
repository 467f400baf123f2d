/**
 * What both forms put around their own fields (the note that every field is
 * required and whether the draft is kept, the hidden trap for bots, the notice
 * after a send with no answer, the Send Message button or the dots while
 * sending), and Field: label, hint, error and room left around one control.
 */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { measureRoom } from './fields.ts';
import type { EmailFormState, FormMessages } from './use-email-form.ts';
import './form.css';

const DRAFT_NOTES = { kept: 'draftKeptInTab', blocked: 'draftBlocked', full: 'draftFull' } as const;

export function EmailForm({ form, children }: { form: EmailFormState; children: ReactNode }) {
  const { messages, notice } = form;
  const trapId = useId();
  return (
    <form className="email-form" noValidate onSubmit={form.onSubmit}>
      {/* Polite: the draft can stop being kept while the visitor types (storage full). */}
      <p className="email-form__note" aria-live="polite">
        {messages.allRequired} {messages[DRAFT_NOTES[form.draftStatus]]}
      </p>
      {children}
      {/* Hidden from people (display: none), filled by bots; its name avoids words browsers autofill. */}
      <div className="form-trap">
        <label htmlFor={trapId}>{messages.trapLabel}</label>
        <input
          id={trapId}
          type="text"
          name="extra_notes"
          tabIndex={-1}
          autoComplete="off"
          value={form.trap}
          onChange={(event) => form.setTrap(event.target.value)}
        />
      </div>
      <div className="send-area">
        {/* Always in the page, so a screen reader announces the words when they appear. */}
        <p role="status" className={notice ? 'send-notice send-notice--shown' : 'send-notice'}>
          {notice === 'timeout'
            ? messages.timeout
            : notice === 'confirm-resend'
              ? messages.resendQuestion
              : null}
        </p>
        {notice === 'confirm-resend' && (
          <button
            type="button"
            className="button send-notice__resend"
            onClick={(event) => event.currentTarget.form && form.onResend(event.currentTarget.form)}
          >
            {messages.resendButton}
          </button>
        )}
        {form.sending ? (
          <div className="send-status" role="status" aria-label={messages.sendingLabel}>
            <span className="send-status__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="send-status__text">{messages.sendingText}</span>
          </div>
        ) : (
          <button type="submit" className="button send-button" disabled={!form.ready}>
            {messages.send}
          </button>
        )}
      </div>
    </form>
  );
}

export interface FieldProps extends ReturnType<EmailFormState['bind']> {
  messages: FormMessages;
  label: string;
  hint?: string | undefined;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A text area of this many rows. */
  rows?: number;
  /** A select: what is sent (`value`) and what the visitor reads (`label`); the first choice is `placeholder`. */
  options?: { value: string; label: string }[];
  placeholder?: string;
}

// Indian digit grouping, as both languages write numbers (45,000; 1,00,000).
const count = (n: number) => n.toLocaleString('en-IN');

export function Field({
  messages,
  label,
  hint,
  error,
  rows,
  options,
  placeholder,
  onValueChange,
  ...control
}: FieldProps) {
  const id = useId();
  const room =
    control.maxLength === undefined || options ? null : measureRoom(control.value.length, control.maxLength);
  const roomShown =
    room?.mark != null ? fillPlaceholders(messages.roomLeft, { count: count(room.left) }) : null;
  const roomTold =
    room?.mark == null
      ? ''
      : room.mark === 0
        ? fillPlaceholders(messages.roomNone, { max: count(control.maxLength ?? 0) })
        : fillPlaceholders(messages.roomMark, { count: count(room.mark) });
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, roomShown && `${id}-room`]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    name: control.name,
    value: control.value,
    required: true,
    disabled: control.disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
  };
  const text = {
    ...shared,
    readOnly: control.readOnly,
    maxLength: control.maxLength,
    autoComplete: control.autoComplete,
  };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label} <span className="field__required">{messages.requiredMark}</span>
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        // Read with the field when it gets focus: the error, after a word that says it is one.
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{`${messages.errorPrefix} `}</span>
          {error}
        </p>
      )}
      {options ? (
        <select {...shared}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : rows ? (
        <textarea {...text} rows={rows} />
      ) : (
        <input
          {...text}
          type={control.type ?? 'text'}
          inputMode={control.inputMode}
          spellCheck={control.type === 'email' ? false : undefined}
        />
      )}
      {roomShown && (
        <p className="field__hint" id={`${id}-room`}>
          {roomShown}
        </p>
      )}
      {/* Always there once the field has a limit, so its words are announced; they change only at a few marks. */}
      {room && (
        <p className="visually-hidden" aria-live="polite">
          {roomTold}
        </p>
      )}
    </div>
  );
}
