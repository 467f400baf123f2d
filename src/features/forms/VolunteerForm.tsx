/** The volunteer form (/volunteers): contact details, city, one of the five roles and a message. */
import type { GroupMessages } from '../../i18n';
import { EmailForm, Field } from './EmailForm.tsx';
import { VOLUNTEER_ROLES, VOLUNTEER_ROLE_WORDS } from './fields.ts';
import { useEmailForm, type FormMessages } from './use-email-form.ts';

export interface VolunteerFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
  messages: FormMessages;
  volunteerMessages: GroupMessages<'volunteerForm'>;
}

export default function VolunteerForm({ schoolName, messages, volunteerMessages: own }: VolunteerFormProps) {
  const form = useEmailForm('volunteer', schoolName, messages);
  // The office receives the role in English; the visitor reads it in the page's language.
  const roles = VOLUNTEER_ROLES.map((value) => ({ value, label: own[VOLUNTEER_ROLE_WORDS[value]] }));
  return (
    <EmailForm form={form}>
      <Field
        messages={messages}
        label={messages.fullNameLabel}
        autoComplete="name"
        {...form.bind('fullName')}
      />
      <Field
        messages={messages}
        label={messages.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.bind('email')}
      />
      <Field
        messages={messages}
        label={own.phoneLabel}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={own.phoneHint}
        {...form.bind('phone')}
      />
      <Field messages={messages} label={own.cityLabel} autoComplete="address-level2" {...form.bind('city')} />
      <Field
        messages={messages}
        label={own.roleLabel}
        autoComplete="off"
        placeholder={own.rolePlaceholder}
        options={roles}
        {...form.bind('volunteerRole')}
      />
      <Field
        messages={messages}
        label={messages.messageLabel}
        autoComplete="off"
        hint={own.messageHint}
        rows={6}
        {...form.bind('message')}
      />
    </EmailForm>
  );
}
