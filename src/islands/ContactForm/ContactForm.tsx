/**
 * The contact form (/contact): name, e-mail address and message, sent to
 * the school through the e-mail service. The shared hook does the work.
 */
import type { GroupMessages } from '../../i18n';
import { validateContactForm } from '../../lib/forms/validate.ts';
import { EmailFormFrame } from '../shared-form/EmailFormFrame.tsx';
import type { FormWords } from '../shared-form/form-words.ts';
import { SenderFields } from '../shared-form/SenderFields.tsx';
import { TextField } from '../shared-form/TextField.tsx';
import { useEmailForm } from '../shared-form/use-email-form.ts';
import '../shared-form/form.css';

export interface ContactFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
  /** What both forms say, in the page's language. */
  words: FormWords;
  /** What only this form says. */
  contactWords: GroupMessages<'contactForm'>;
}

export default function ContactForm({ schoolName, words, contactWords }: ContactFormProps) {
  const form = useEmailForm({
    form: 'contact',
    validate: validateContactForm,
    recipientName: schoolName,
    words,
  });

  return (
    <EmailFormFrame form={form}>
      <SenderFields form={form} emailHint={contactWords.emailHint} />
      <TextField label={words.messageLabel} autoComplete="off" rows={7} {...form.bindText('message')} />
    </EmailFormFrame>
  );
}
