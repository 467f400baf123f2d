/**
 * What the school receives from each form: the template parameters the
 * school's e-mail template expects (to_name, to_email, from_name, message),
 * built from values that passed validation. Every provider delivers this
 * same message; see docs/email.md for the template that matches these names.
 */
import type { ContactValues, FormName, FormValues, VolunteerValues } from '../forms/fields.ts';

/** Names as the e-mail templates use them, hence snake_case. */
export interface TemplateParams extends Record<string, string> {
  /** Who the mail is for: the school. */
  to_name: string;
  /** The visitor's address, so the school can reply. */
  to_email: string;
  /** The visitor's name. */
  from_name: string;
  message: string;
}

export interface OutgoingMessage {
  /** Which form it came from: the school gets a different template for each. */
  form: FormName;
  params: TemplateParams;
}

const MESSAGE_PREFIX = 'Message : ';

function contactParams(values: ContactValues, recipientName: string): TemplateParams {
  return {
    to_name: recipientName,
    to_email: values.email,
    from_name: values.fullName,
    message: `${MESSAGE_PREFIX}${values.message}`,
  };
}

// The role, city and phone travel as lines of the message so that one
// simple template serves both forms.
function volunteerParams(values: VolunteerValues, recipientName: string): TemplateParams {
  const details = [
    `Volunteer role : ${values.volunteerRole}`,
    `City : ${values.city}`,
    `Phone : ${values.phone}`,
  ];
  return {
    ...contactParams(values, recipientName),
    message: [`${MESSAGE_PREFIX}${values.message}`, '', ...details].join('\n'),
  };
}

/**
 * Expects values that passed the form's validation (trimmed; the volunteer's
 * phone as 10 digits).
 * @param recipientName the school's name, shown as the addressee of the mail
 */
export function buildMessage<Form extends FormName>(
  form: Form,
  values: FormValues<Form>,
  recipientName: string,
): OutgoingMessage {
  const params =
    form === 'volunteer'
      ? volunteerParams(values as VolunteerValues, recipientName)
      : contactParams(values as ContactValues, recipientName);
  return { form, params };
}
