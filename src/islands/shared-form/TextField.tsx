import type { HTMLAttributes } from 'react';
import { FieldFrame } from './field-parts.tsx';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
  readOnly?: boolean;
  /** The most characters the field takes; it says how much room is left as the text nears it. */
  maxLength?: number | undefined;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

export function TextField({
  name,
  label,
  value,
  onValueChange,
  hint,
  error,
  rows,
  ...control
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      room={control.maxLength === undefined ? undefined : { length: value.length, max: control.maxLength }}
    >
      {({ id, describedBy, invalid }) => {
        const shared = {
          id,
          name,
          value,
          required: true,
          disabled: control.disabled,
          readOnly: control.readOnly,
          maxLength: control.maxLength,
          autoComplete: control.autoComplete,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
        };
        return rows ? (
          <textarea {...shared} rows={rows} onChange={(event) => onValueChange(event.target.value)} />
        ) : (
          <input
            {...shared}
            type={control.type ?? 'text'}
            inputMode={control.inputMode}
            spellCheck={control.type === 'email' ? false : undefined}
            onChange={(event) => onValueChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}
