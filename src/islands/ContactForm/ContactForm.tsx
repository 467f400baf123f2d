/**
 * The contact form (/contact): name, e-mail address and message, sent to
 * the school through the e-mail service. The shared hook does the work.
 */
import { buildContactEmail } from '../../lib/email/build-request.ts';
import { CONTACT_FIELDS } from '../../lib/forms/fields.ts';
import { validateContactForm } from '../../lib/forms/validate.ts';
import { Honeypot } from '../shared-form/Honeypot.tsx';
import { SendButton } from '../shared-form/SendButton.tsx';
import { TextField } from '../shared-form/TextField.tsx';
import { useEmailForm } from '../shared-form/use-email-form.ts';
import '../shared-form/form.css';

export interface ContactFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
}

export default function ContactForm({ schoolName }: ContactFormProps) {
  const form = useEmailForm({
    formName: 'contact',
    fields: CONTACT_FIELDS,
    validate: validateContactForm,
    buildRequest: (values, config) =>
      buildContactEmail(values, {
        serviceId: config.serviceId,
        templateId: config.templateIds.contact,
        recipientName: schoolName,
      }),
  });
  const common = { disabled: !form.ready, readOnly: form.sending };

  return (
    <form className="email-form" noValidate onSubmit={form.onSubmit}>
      <p className="email-form__note">
        All fields are required. What you type is kept on this device until it is sent.
      </p>
      <TextField
        name="fullName"
        label="Full name"
        autoComplete="name"
        value={form.values.fullName}
        error={form.errors.fullName}
        onValueChange={(value) => form.setField('fullName', value)}
        {...common}
      />
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="So that we can reply to you."
        value={form.values.email}
        error={form.errors.email}
        onValueChange={(value) => form.setField('email', value)}
        {...common}
      />
      <TextField
        name="message"
        label="Message"
        autoComplete="off"
        rows={7}
        value={form.values.message}
        error={form.errors.message}
        onValueChange={(value) => form.setField('message', value)}
        {...common}
      />
      <Honeypot value={form.trap} onValueChange={form.setTrap} />
      <SendButton sending={form.sending} disabled={!form.ready} />
    </form>
  );
}
