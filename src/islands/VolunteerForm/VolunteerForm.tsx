/**
 * The volunteer form (/volunteers): contact details, city, one of the five
 * roles and a message. The shared hook does the work.
 */
import { buildVolunteerEmail } from '../../lib/email/build-request.ts';
import { VOLUNTEER_FIELDS, VOLUNTEER_ROLES } from '../../lib/forms/fields.ts';
import { validateVolunteerForm } from '../../lib/forms/validate.ts';
import { Honeypot } from '../shared-form/Honeypot.tsx';
import { SelectField } from '../shared-form/SelectField.tsx';
import { SendButton } from '../shared-form/SendButton.tsx';
import { TextField } from '../shared-form/TextField.tsx';
import { useEmailForm } from '../shared-form/use-email-form.ts';
import '../shared-form/form.css';

export interface VolunteerFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
}

export default function VolunteerForm({ schoolName }: VolunteerFormProps) {
  const form = useEmailForm({
    formName: 'volunteer',
    fields: VOLUNTEER_FIELDS,
    validate: validateVolunteerForm,
    buildRequest: (values, config) =>
      buildVolunteerEmail(values, {
        serviceId: config.serviceId,
        templateId: config.templateIds.volunteer,
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
        value={form.values.email}
        error={form.errors.email}
        onValueChange={(value) => form.setField('email', value)}
        {...common}
      />
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="10 digits, for example 98765 43210. You may add +91 in front."
        value={form.values.phone}
        error={form.errors.phone}
        onValueChange={(value) => form.setField('phone', value)}
        {...common}
      />
      <TextField
        name="city"
        label="City"
        autoComplete="address-level2"
        value={form.values.city}
        error={form.errors.city}
        onValueChange={(value) => form.setField('city', value)}
        {...common}
      />
      <SelectField
        name="volunteerRole"
        label="How would you like to help?"
        placeholder="Choose a role"
        options={VOLUNTEER_ROLES}
        value={form.values.volunteerRole}
        error={form.errors.volunteerRole}
        disabled={!form.ready}
        onValueChange={(value) => form.setField('volunteerRole', value)}
      />
      <TextField
        name="message"
        label="Message"
        autoComplete="off"
        hint="Tell us a little about yourself and when you are free."
        rows={6}
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
