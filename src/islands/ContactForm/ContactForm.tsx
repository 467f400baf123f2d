/**
 * The contact form (/contact): name, e-mail address and message, sent to
 * the school through the e-mail service. The shared hook does the work.
 */
import { validateContactForm } from '../../lib/forms/validate.ts';
import { EmailFormFrame } from '../shared-form/EmailFormFrame.tsx';
import { TextField } from '../shared-form/TextField.tsx';
import { useEmailForm } from '../shared-form/use-email-form.ts';
import '../shared-form/form.css';

export interface ContactFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
}

export default function ContactForm({ schoolName }: ContactFormProps) {
  const form = useEmailForm({ form: 'contact', validate: validateContactForm, recipientName: schoolName });

  return (
    <EmailFormFrame form={form}>
      <TextField label="Full name" autoComplete="name" {...form.bindText('fullName')} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="So that we can reply to you."
        {...form.bindText('email')}
      />
      <TextField label="Message" autoComplete="off" rows={7} {...form.bindText('message')} />
    </EmailFormFrame>
  );
}
