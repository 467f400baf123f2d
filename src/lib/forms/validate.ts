/**
 * Validation of both forms, in the order the specification gives: required
 * fields, then the e-mail address, then (volunteers only) the phone number,
 * then the role. Only the first failing rule is reported, so the visitor
 * fixes one thing at a time. The rule is named, not worded: the form shows
 * the words of its page's language for it.
 */
import {
  CONTACT_FIELDS,
  VOLUNTEER_FIELDS,
  isVolunteerRole,
  type ContactValues,
  type VolunteerValues,
} from './fields.ts';

/** The rule a form broke: a field left empty, a bad e-mail address or phone number, a role not offered. */
export type ValidationProblem = 'required' | 'email' | 'phone' | 'role';

export type ValidationResult<Values> =
  | { ok: true; values: Values }
  | { ok: false; problem: ValidationProblem; invalidFields: (keyof Values & string)[] };

// Text, an @, text, a dot, text; no spaces anywhere, and a single @ so that
// "a@b@c.in" (almost always a typing slip) is refused.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// Visitors may type digits in Gujarati or Devanagari script; both blocks
// keep 0-9 in order, so the offset from the block's zero gives the digit.
const SCRIPT_ZEROS = [0x0966 /* Devanagari ० */, 0x0ae6 /* Gujarati ૦ */];

function toAsciiDigits(value: string): string {
  return value.replace(/[\u0966-\u096f\u0ae6-\u0aef]/gu, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = SCRIPT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}

/**
 * The 10-digit number in what the visitor typed, or null. Spaces and dashes
 * between digits are allowed, and so is India's +91 country code in front,
 * because that is how most people write a mobile number; anything else must
 * be exactly 10 digits (so 9 or 11 digits, or a leading 0, are refused).
 */
export function normalizePhone(value: string): string | null {
  const compact = toAsciiDigits(value).replace(/[\s-]/gu, '');
  const national = compact.startsWith('+91') ? compact.slice(3) : compact;
  return /^[0-9]{10}$/u.test(national) ? national : null;
}

function trimAll<Values extends Record<string, string>>(
  values: Values,
  fields: readonly (keyof Values)[],
): Values {
  const trimmed = { ...values };
  for (const field of fields) {
    trimmed[field] = String(values[field] ?? '').trim() as Values[typeof field];
  }
  return trimmed;
}

function emptyFields<Values extends Record<string, string>>(
  values: Values,
  fields: readonly (keyof Values & string)[],
): (keyof Values & string)[] {
  return fields.filter((field) => values[field] === '');
}

export function validateContactForm(input: ContactValues): ValidationResult<ContactValues> {
  const values = trimAll(input, CONTACT_FIELDS);
  const missing = emptyFields(values, CONTACT_FIELDS);
  if (missing.length > 0) return { ok: false, problem: 'required', invalidFields: missing };
  if (!isValidEmail(values.email)) return { ok: false, problem: 'email', invalidFields: ['email'] };
  return { ok: true, values };
}

export function validateVolunteerForm(input: VolunteerValues): ValidationResult<VolunteerValues> {
  const values = trimAll(input, VOLUNTEER_FIELDS);
  const missing = emptyFields(values, VOLUNTEER_FIELDS);
  if (missing.length > 0) return { ok: false, problem: 'required', invalidFields: missing };
  if (!isValidEmail(values.email)) return { ok: false, problem: 'email', invalidFields: ['email'] };
  const phone = normalizePhone(values.phone);
  if (phone === null) return { ok: false, problem: 'phone', invalidFields: ['phone'] };
  if (!isVolunteerRole(values.volunteerRole)) {
    return { ok: false, problem: 'role', invalidFields: ['volunteerRole'] };
  }
  return { ok: true, values: { ...values, phone } };
}
