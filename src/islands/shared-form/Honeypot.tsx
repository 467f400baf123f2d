/**
 * A field that people never see (display: none) but form-filling bots do.
 * If it arrives filled, the form pretends success and sends nothing. Its
 * name avoids words browsers autofill, and it is not part of the draft.
 */
import { useId } from 'react';

export function Honeypot({ value, onValueChange }: { value: string; onValueChange(value: string): void }) {
  const id = useId();
  return (
    <div className="form-trap">
      <label htmlFor={id}>Leave this field empty</label>
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
