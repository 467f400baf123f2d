/**
 * The volunteer form (/volunteers): contact details, city, one of the five
 * roles and a message. The shared hook does the work.
 */
import { VOLUNTEER_ROLES } from '../../lib/forms/fields.ts';
import { validateVolunteerForm } from '../../lib/forms/validate.ts';
import { EmailFormFrame } from '../shared-form/EmailFormFrame.tsx';
import { SelectField } from '../shared-form/SelectField.tsx';
import { TextField } from '../shared-form/TextField.tsx';
import { useEmailForm } from '../shared-form/use-email-form.ts';
import '../shared-form/form.css';

export interface VolunteerFormProps {
  /** The school's name, as the addressee of the mail. */
  schoolName: string;
}

export default function VolunteerForm({ schoolName }: VolunteerFormProps) {
  const form = useEmailForm({
    form: 'volunteer',
    validate: validateVolunteerForm,
    recipientName: schoolName,
  });

  return (
    <EmailFormFrame form={form}>
      <TextField label="Full name" autoComplete="name" {...form.bindText('fullName')} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.bindText('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="10 digits, for example 98765 43210. You may add +91 in front."
        {...form.bindText('phone')}
      />
      <TextField label="City" autoComplete="address-level2" {...form.bindText('city')} />
      <SelectField
        label="How would you like to help?"
        placeholder="Choose a role"
        options={VOLUNTEER_ROLES}
        {...form.bind('volunteerRole')}
      />
      <TextField
        label="Message"
        autoComplete="off"
        hint="Tell us a little about yourself and when you are free."
        rows={6}
        {...form.bindText('message')}
      />
    </EmailFormFrame>
  );
}
