/** The two forms' fields, limits and validation rules (spec sections 3, 5 and 9), read by the island and the outbox. */
export const FORM_FIELDS = {
  contact: ['fullName', 'email', 'message'],
  volunteer: ['fullName', 'email', 'phone', 'city', 'volunteerRole', 'message'],
} as const;
export type FormName = keyof typeof FORM_FIELDS;
export type FormValues<Form extends FormName> = Record<(typeof FORM_FIELDS)[Form][number], string>;
export type AnyValues = Record<string, string>;

/** The five roles as the office receives them (in English), each with the key of the message that names it to the visitor. */
export const VOLUNTEER_ROLE_MESSAGES = {
  'Fund raising': 'roleFundRaising',
  'Arranging and conducting field trips / tour': 'roleFieldTrips',
  'Designing and maintaining the website': 'roleWebsite',
  'Cataloging the library': 'roleLibrary',
  'Research & survey work': 'roleResearch',
} as const;
type VolunteerRole = keyof typeof VOLUNTEER_ROLE_MESSAGES;
export const VOLUNTEER_ROLES = Object.keys(VOLUNTEER_ROLE_MESSAGES) as VolunteerRole[];

/** Far above a real message (a page of text is about 3,000 characters). */
export const MESSAGE_MAX_CHARACTERS = 50_000;
type Control = { autoComplete: string; type?: 'email' | 'tel'; rows?: number; max?: number };
/**
 * How each field shows (inputmode follows the type), what the browser may fill in, and its limit in UTF-16
 * code units, as maxlength counts. The city and phone travel in the message, so they are bounded too.
 */
export const FIELD_CONTROLS: Record<string, Control> = {
  fullName: { autoComplete: 'name', max: 200 },
  email: { autoComplete: 'email', type: 'email', max: 254 },
  phone: { autoComplete: 'tel', type: 'tel', max: 30 },
  city: { autoComplete: 'address-level2', max: 100 },
  volunteerRole: { autoComplete: 'off' }, // a select of VOLUNTEER_ROLES
  message: { autoComplete: 'off', rows: 7, max: MESSAGE_MAX_CHARACTERS },
};

// How near its limit a text is: `mark` is null until 90%, then the smallest mark at or above the room
// left, so a live region holding it speaks as the text passes a few marks, not at every key.
export function measureRoom(length: number, max: number): { left: number; mark: number | null } {
  const left = Math.max(0, max - length);
  const passed = [0.1, 0.02, 0.002, 0].map((share) => Math.round(max * share)).filter((mark) => left <= mark);
  return { left, mark: passed.pop() ?? null };
}

export type ValidationProblem = 'required' | 'email' | 'phone' | 'role';
type ValidationResult =
  { ok: true; values: AnyValues } | { ok: false; problem: ValidationProblem; invalidFields: string[] };

// Text, an @, text, a dot, text; no spaces, and a single @ ("a@b@c.in" is almost always a slip).
export const isValidEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(value.trim());

// The 10-digit number typed, or null. Gujarati and Devanagari digits count (their blocks lie 0x180
// apart); spaces, dashes and +91 are allowed: that is how most people write a mobile number. A number
// copied from contacts or a chat may carry invisible direction marks (format characters, \p{Cf}): dropped.
export function normalizePhone(value: string): string | null {
  const ascii = value.replace(/[\u0966-\u096f\u0ae6-\u0aef]/gu, (digit) =>
    String((digit.charCodeAt(0) - 0x0966) % 0x180),
  );
  const compact = ascii.replace(/[\s\p{Pd}\p{Cf}]/gu, '').replace(/^\+91/u, '');
  return /^[0-9]{10}$/u.test(compact) ? compact : null;
}

/** The spec's rules in its order; only the first failing one is reported, so the visitor fixes one thing at a time. */
export function validateForm(form: FormName, input: AnyValues): ValidationResult {
  const fields: readonly string[] = FORM_FIELDS[form];
  const values = Object.fromEntries(fields.map((field) => [field, (input[field] ?? '').trim()]));
  const missing = fields.filter((field) => values[field] === '');
  if (missing.length > 0) return { ok: false, problem: 'required', invalidFields: missing };
  if (!isValidEmail(values.email ?? '')) return { ok: false, problem: 'email', invalidFields: ['email'] };
  if (form === 'contact') return { ok: true, values };
  const phone = normalizePhone(values.phone ?? '');
  if (phone === null) return { ok: false, problem: 'phone', invalidFields: ['phone'] };
  if (!VOLUNTEER_ROLES.some((role) => role === values.volunteerRole))
    return { ok: false, problem: 'role', invalidFields: ['volunteerRole'] };
  return { ok: true, values: { ...values, phone } };
}
