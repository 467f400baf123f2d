/** The contact form (/contact): name, e-mail address and message. */
import type { GroupMessages } from '../../i18n';
import { EmailForm, Field } from './EmailForm.tsx';
import { useEmailForm, type FormWords } from './use-email-form.ts';

export interface ContactFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
  words: FormWords;
  contactWords: GroupMessages<'contactForm'>;
}

export default function ContactForm({ schoolName, words, contactWords }: ContactFormProps) {
  const form = useEmailForm('contact', schoolName, words);
  return (
    <EmailForm form={form}>
      <Field words={words} label={words.fullNameLabel} autoComplete="name" {...form.bind('fullName')} />
      <Field
        words={words}
        label={words.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={contactWords.emailHint}
        {...form.bind('email')}
      />
      <Field words={words} label={words.messageLabel} autoComplete="off" rows={7} {...form.bind('message')} />
    </EmailForm>
  );
}
