/**
 * A field that people never see (display: none) but form-filling bots do.
 * If it arrives filled, the form pretends success and sends nothing. Its
 * name avoids words browsers autofill, and it is not part of the draft.
 */
import { useId } from 'react';
import { useFormWords } from './form-words.ts';

export function Honeypot({ value, onValueChange }: { value: string; onValueChange(value: string): void }) {
  const id = useId();
  const words = useFormWords();
  return (
    <div className="form-trap">
      <label htmlFor={id}>{words.trapLabel}</label>
      <input
        id={id}
        name="extra_notes"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
