/**
 * Label, hint and error around one control, and the ids that tie them
 * together: the control is described by its hint and, when there is one,
 * its error, so a screen reader reads the error when the field gets focus.
 * A field with a limit also says how much room is left as its text nears it.
 */
import { useId, type ReactNode } from 'react';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { measureRoom } from '../../lib/forms/limits.ts';
import { useFormWords, type FormWords } from './form-words.ts';

export interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The text's length and the most the field takes. */
  room?: { length: number; max: number } | undefined;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

// Indian digit grouping, as both editions write numbers (45,000; 1,00,000).
const formatCount = (count: number) => count.toLocaleString('en-IN');

/** What the field says as its text nears the limit: the room left, and the words for screen readers. */
function describeRoom(words: FormWords, room: FieldFrameProps['room']) {
  if (room === undefined) return null;
  const { left, mark } = measureRoom(room.length, room.max);
  if (mark === null) return { shown: null, told: '' };
  const told =
    mark === 0
      ? fillPlaceholders(words.roomNone, { max: formatCount(room.max) })
      : fillPlaceholders(words.roomMark, { count: formatCount(mark) });
  return { shown: fillPlaceholders(words.roomLeft, { count: formatCount(left) }), told };
}

export function FieldFrame({ label, hint, error, room, children }: FieldFrameProps) {
  const id = useId();
  const words = useFormWords();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const roomId = `${id}-room`;
  const roomWords = describeRoom(words, room);
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, roomWords?.shown ? roomId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label} <span className="field__required">{words.requiredMark}</span>
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">{`${words.errorPrefix} `}</span>
          {error}
        </p>
      )}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {roomWords?.shown && (
        <p className="field__hint" id={roomId}>
          {roomWords.shown}
        </p>
      )}
      {/* Always there, so its first words are announced; they change only at a few marks. */}
      {roomWords && (
        <p className="visually-hidden" aria-live="polite">
          {roomWords.told}
        </p>
      )}
    </div>
  );
}
