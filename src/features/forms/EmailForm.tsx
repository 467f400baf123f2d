/**
 * The island of both forms (/contact and /volunteers): the note that every
 * field is required and whether the draft is kept, the fields of the form's
 * list, the hidden trap for bots, the notice after a send with no answer, and
 * the Send Message button or the dots while sending.
 */
import { useId } from 'react';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { FIELD_CONTROLS, FORM_FIELDS, VOLUNTEER_ROLES, VOLUNTEER_ROLE_WORDS, measureRoom } from './fields.ts';
import type { FormName } from './fields.ts';
import { prepareToasts } from './toasts.ts';
import { useEmailForm, type EmailFormState, type FormMessages } from './use-email-form.ts';
import './form.css';

export interface EmailFormProps {
  form: FormName;
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
  messages: FormMessages;
  /** The form's own words (group contactForm or volunteerForm): labels, hints, roles. */
  own: Readonly<Record<string, string>>;
}

// Toasts load at the first focus or press inside the form (Safari does not focus a clicked
// button), not with the page, yet before a send that may fail offline.
const loadToasts = () => void prepareToasts();
const DRAFT_NOTES = { kept: 'draftKeptInTab', blocked: 'draftBlocked', full: 'draftFull' } as const;

export default function EmailForm({ form: formName, schoolName, messages, own }: EmailFormProps) {
  const form = useEmailForm(formName, schoolName, messages);
  const { notice } = form;
  const trapId = useId();
  return (
    <form className="email-form" noValidate onSubmit={form.onSubmit}>
      {/* Polite: the draft can stop being kept while the visitor types (storage full). */}
      <p className="email-form__note" aria-live="polite">
        {messages.allRequired} {messages[DRAFT_NOTES[form.draftStatus]]}
      </p>
      {FORM_FIELDS[formName].map((field) => (
        <Field key={field} field={field} words={{ ...messages, ...own }} {...form.bind(field)} />
      ))}
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
          {notice === 'timeout' ? messages.timeout : notice && messages.resendQuestion}
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
            {messages.sendingText}
          </div>
        ) : (
          <button
            type="submit"
            className="button send-button"
            disabled={!form.ready}
            onFocus={loadToasts}
            onPointerDown={loadToasts}
          >
            {messages.send}
          </button>
        )}
      </div>
    </form>
  );
}

interface FieldProps extends ReturnType<EmailFormState['bind']> {
  field: string;
  /** The form's words and its own (labels, hints, roles) in one. */
  words: Readonly<Record<string, string>>;
}

// Indian digit grouping, as both languages write numbers (45,000; 1,00,000).
const count = (n: number) => n.toLocaleString('en-IN');

/** One field: label, hint, error and room left around its control. */
function Field({ field, words, error, onValueChange, ...control }: FieldProps) {
  const id = useId();
  const { autoComplete, type, rows } = FIELD_CONTROLS[field] ?? { autoComplete: 'off' };
  const stem = field === 'volunteerRole' ? 'role' : field;
  const hint = words[`${stem}Hint`];
  const choices = field === 'volunteerRole';
  const max = control.maxLength;
  const room = max === undefined || choices ? null : measureRoom(control.value.length, max);
  const say = (key: string, n: number, name = 'count') =>
    fillPlaceholders(words[key] ?? '', { [name]: count(n) });
  const roomShown = room?.mark != null ? say('roomLeft', room.left) : null;
  const roomTold =
    room?.mark == null ? '' : room.mark === 0 ? say('roomNone', max ?? 0, 'max') : say('roomMark', room.mark);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, roomShown && `${id}-room`]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    name: field,
    value: control.value,
    required: true,
    disabled: control.disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
    onFocus: loadToasts,
  };
  const text = { ...shared, readOnly: control.readOnly, maxLength: max, autoComplete };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {words[`${stem}Label`]} <span className="field__required">{words.requiredMark}</span>
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        // Read with the field when it gets focus: the error, after a word that says it is one.
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{`${words.errorPrefix} `}</span>
          {error}
        </p>
      )}
      {choices ? (
        // The office receives the role in English; the visitor reads it in the page's language.
        <select {...shared}>
          <option value="">{words.rolePlaceholder}</option>
          {VOLUNTEER_ROLES.map((role) => (
            <option key={role} value={role}>
              {words[VOLUNTEER_ROLE_WORDS[role]]}
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
