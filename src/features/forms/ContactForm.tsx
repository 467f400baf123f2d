/** The contact form (/contact): name, e-mail address and message. */
import type { GroupMessages } from '../../i18n';
import { EmailForm, Field } from './EmailForm.tsx';
import { useEmailForm, type FormMessages } from './use-email-form.ts';

export interface ContactFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
  messages: FormMessages;
  contactMessages: GroupMessages<'contactForm'>;
}

export default function ContactForm({ schoolName, messages, contactMessages }: ContactFormProps) {
  const form = useEmailForm('contact', schoolName, messages);
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
        hint={contactMessages.emailHint}
        {...form.bind('email')}
      />
      <Field
        messages={messages}
        label={messages.messageLabel}
        autoComplete="off"
        rows={7}
        {...form.bind('message')}
      />
    </EmailForm>
  );
}
