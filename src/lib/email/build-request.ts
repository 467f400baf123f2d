/**
 * The template parameters each form sends (site-spec section 7). The e-mail
 * template at the service turns them into the mail the school receives; see
 * docs/email.md for the template that matches these names.
 */
import type { ContactValues, VolunteerValues } from '../forms/fields.ts';

/** Names as the service's templates use them, hence snake_case. */
export interface TemplateParams extends Record<string, string> {
  /** Who the mail is for: the school. */
  to_name: string;
  /** The visitor's address, so the school can reply. */
  to_email: string;
  /** The visitor's name. */
  from_name: string;
  message: string;
}

export interface EmailRequest {
  serviceId: string;
  templateId: string;
  templateParams: TemplateParams;
}

export interface EmailTarget {
  serviceId: string;
  templateId: string;
  /** The school's name, shown as the addressee in the mail. */
  recipientName: string;
}

const MESSAGE_PREFIX = 'Message : ';

/** Expects values that passed validateContactForm (trimmed). */
export function buildContactEmail(values: ContactValues, target: EmailTarget): EmailRequest {
  return {
    serviceId: target.serviceId,
    templateId: target.templateId,
    templateParams: {
      to_name: target.recipientName,
      to_email: values.email,
      from_name: values.fullName,
      message: `${MESSAGE_PREFIX}${values.message}`,
    },
  };
}

/**
 * Expects values that passed validateVolunteerForm (trimmed, phone as 10
 * digits). The role, city and phone travel as lines of the message so that
 * one simple template serves both forms.
 */
export function buildVolunteerEmail(values: VolunteerValues, target: EmailTarget): EmailRequest {
  const details = [
    `Volunteer role : ${values.volunteerRole}`,
    `City : ${values.city}`,
    `Phone : ${values.phone}`,
  ];
  return {
    serviceId: target.serviceId,
    templateId: target.templateId,
    templateParams: {
      to_name: target.recipientName,
      to_email: values.email,
      from_name: values.fullName,
      message: [`${MESSAGE_PREFIX}${values.message}`, '', ...details].join('\n'),
    },
  };
}
