/**
 * Label, hint and error around one control, and the ids that tie them
 * together: the control is described by its hint and, when there is one,
 * its error, so a screen reader reads the error when the field gets focus.
 */
import { useId, type ReactNode } from 'react';
import { useFormWords } from './form-words.ts';

export interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const words = useFormWords();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
    </div>
  );
}
