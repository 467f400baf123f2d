/**
 * The two fields both forms start with: who is writing, and the address the
 * school answers to.
 */
import type { FormWords } from './form-words.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

type Binding = Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'error' | 'disabled' | 'readOnly'>;

export interface SenderFieldsProps {
  form: { words: FormWords; bindText(field: 'fullName' | 'email'): Binding };
  /** A line under the e-mail field, where a form has something to add. */
  emailHint?: string;
}

export function SenderFields({ form, emailHint }: SenderFieldsProps) {
  return (
    <>
      <TextField label={form.words.fullNameLabel} autoComplete="name" {...form.bindText('fullName')} />
      <TextField
        label={form.words.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={emailHint}
        {...form.bindText('email')}
      />
    </>
  );
}
