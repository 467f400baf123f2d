/**
 * The volunteer form (/volunteers): contact details, city, one of the five
 * roles and a message. The shared hook does the work.
 */
import type { GroupMessages } from '../../i18n';
import { VOLUNTEER_ROLES, VOLUNTEER_ROLE_WORDS } from '../../lib/forms/fields.ts';
import { validateVolunteerForm } from '../../lib/forms/validate.ts';
import { EmailFormFrame } from '../shared-form/EmailFormFrame.tsx';
import type { FormWords } from '../shared-form/form-words.ts';
import { SelectField } from '../shared-form/SelectField.tsx';
import { SenderFields } from '../shared-form/SenderFields.tsx';
import { TextField } from '../shared-form/TextField.tsx';
import { useEmailForm } from '../shared-form/use-email-form.ts';
import '../shared-form/form.css';

export interface VolunteerFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
  /** What both forms say, in the page's language. */
  words: FormWords;
  /** What only this form says, the names of the roles included. */
  volunteerWords: GroupMessages<'volunteerForm'>;
}

export default function VolunteerForm({ schoolName, words, volunteerWords }: VolunteerFormProps) {
  const form = useEmailForm({
    form: 'volunteer',
    validate: validateVolunteerForm,
    recipientName: schoolName,
    words,
  });
  // The office receives the role in English; the visitor reads it in the page's language.
  const roleOptions = VOLUNTEER_ROLES.map((role) => ({
    value: role,
    label: volunteerWords[VOLUNTEER_ROLE_WORDS[role]],
  }));

  return (
    <EmailFormFrame form={form}>
      <SenderFields form={form} />
      <TextField
        label={volunteerWords.phoneLabel}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={volunteerWords.phoneHint}
        {...form.bindText('phone')}
      />
      <TextField label={volunteerWords.cityLabel} autoComplete="address-level2" {...form.bindText('city')} />
      <SelectField
        label={volunteerWords.roleLabel}
        placeholder={volunteerWords.rolePlaceholder}
        options={roleOptions}
        {...form.bind('volunteerRole')}
      />
      <TextField
        label={words.messageLabel}
        autoComplete="off"
        hint={volunteerWords.messageHint}
        rows={6}
        {...form.bindText('message')}
      />
    </EmailFormFrame>
  );
}
