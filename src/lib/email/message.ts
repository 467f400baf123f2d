/**
 * What the school receives from each form: the template parameters the
 * school's e-mail template expects (to_name, to_email, from_name, message),
 * built from values that passed validation. Every provider delivers this
 * same message; see docs/email.md for the template that matches these names.
 * A form on a page of another edition than English adds one parameter,
 * `language` ("gu"), so the office knows which edition the message came
 * from; an English page sends exactly the specification's four.
 */
import type { ContactValues, FormName, FormValues, VolunteerValues } from '../forms/fields.ts';
import { isTranslatedLocale, type TranslatedLocale } from '../../i18n/locales.ts';

/** Names as the e-mail templates use them, hence snake_case. */
export interface TemplateParams extends Record<string, string | undefined> {
  /** Who the mail is for: the school. */
  to_name: string;
  /** The visitor's address, so the school can reply. */
  to_email: string;
  /** The visitor's name. */
  from_name: string;
  message: string;
  /** The edition the form was sent from, only when it is not English. */
  language?: TranslatedLocale;
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
 * @param edition the language of the page the form is on (its <html lang>)
 */
export function buildMessage<Form extends FormName>(
  form: Form,
  values: FormValues<Form>,
  recipientName: string,
  edition?: string,
): OutgoingMessage {
  const params =
    form === 'volunteer'
      ? volunteerParams(values as VolunteerValues, recipientName)
      : contactParams(values as ContactValues, recipientName);
  // A language the site does not publish is a page we did not build: no parameter, as in English.
  const fromEdition = isTranslatedLocale(edition) ? { language: edition } : {};
  return { form, params: { ...params, ...fromEdition } };
}
