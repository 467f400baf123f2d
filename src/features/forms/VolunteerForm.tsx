/** The volunteer form (/volunteers): contact details, city, one of the five roles and a message. */
import type { GroupMessages } from '../../i18n';
import { EmailForm, Field } from './EmailForm.tsx';
import { VOLUNTEER_ROLES, VOLUNTEER_ROLE_WORDS } from './fields.ts';
import { useEmailForm, type FormWords } from './use-email-form.ts';

export interface VolunteerFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
  words: FormWords;
  volunteerWords: GroupMessages<'volunteerForm'>;
}

export default function VolunteerForm({ schoolName, words, volunteerWords: own }: VolunteerFormProps) {
  const form = useEmailForm('volunteer', schoolName, words);
  // The office receives the role in English; the visitor reads it in the page's language.
  const roles = VOLUNTEER_ROLES.map((value) => ({ value, label: own[VOLUNTEER_ROLE_WORDS[value]] }));
  return (
    <EmailForm form={form}>
      <Field words={words} label={words.fullNameLabel} autoComplete="name" {...form.bind('fullName')} />
      <Field
        words={words}
        label={words.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.bind('email')}
      />
      <Field
        words={words}
        label={own.phoneLabel}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={own.phoneHint}
        {...form.bind('phone')}
      />
      <Field words={words} label={own.cityLabel} autoComplete="address-level2" {...form.bind('city')} />
      <Field
        words={words}
        label={own.roleLabel}
        autoComplete="off"
        placeholder={own.rolePlaceholder}
        options={roles}
        {...form.bind('volunteerRole')}
      />
      <Field
        words={words}
        label={words.messageLabel}
        autoComplete="off"
        hint={own.messageHint}
        rows={6}
        {...form.bind('message')}
      />
    </EmailForm>
  );
}
