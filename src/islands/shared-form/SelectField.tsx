import { FieldFrame } from './field-parts.tsx';

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** What is sent (`value`) and what the visitor reads (`label`), which may differ in another language. */
  options: readonly { value: string; label: string }[];
  /** The first, empty choice, shown until one is picked. */
  placeholder: string;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={rest.hint} error={rest.error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          value={value}
          required
          disabled={rest.disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
