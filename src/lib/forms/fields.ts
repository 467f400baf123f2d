/**
 * The fields of the two forms and the volunteer roles, as the specification
 * lists them. Everything else in the forms, from validation to the e-mail
 * body, is built on these names.
 */

export const CONTACT_FIELDS = ['fullName', 'email', 'message'] as const;
export const VOLUNTEER_FIELDS = ['fullName', 'email', 'phone', 'city', 'volunteerRole', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type VolunteerField = (typeof VOLUNTEER_FIELDS)[number];

export type ContactValues = Record<ContactField, string>;
export type VolunteerValues = Record<VolunteerField, string>;

/** Each form by the name that keys its draft and tells the school which form a message came from. */
export const FORM_FIELDS = { contact: CONTACT_FIELDS, volunteer: VOLUNTEER_FIELDS } as const;
export type FormName = keyof typeof FORM_FIELDS;
export const FORM_NAMES = Object.keys(FORM_FIELDS) as FormName[];
export type FormField<Form extends FormName> = (typeof FORM_FIELDS)[Form][number];
export type FormValues<Form extends FormName> = Record<FormField<Form>, string>;

/** The five roles a volunteer can offer; the select shows exactly these. */
export const VOLUNTEER_ROLES = [
  'Fund raising',
  'Arranging and conducting field trips / tour',
  'Designing and maintaining the website',
  'Cataloging the library',
  'Research & survey work',
] as const;

export type VolunteerRole = (typeof VOLUNTEER_ROLES)[number];

/**
 * The word that names each role to the visitor, in the volunteer form's
 * words. The role itself is what the office receives, in English whatever
 * the page's language, so the value stays while the label is translated.
 */
export const VOLUNTEER_ROLE_WORDS = {
  'Fund raising': 'roleFundRaising',
  'Arranging and conducting field trips / tour': 'roleFieldTrips',
  'Designing and maintaining the website': 'roleWebsite',
  'Cataloging the library': 'roleLibrary',
  'Research & survey work': 'roleResearch',
} as const satisfies Record<VolunteerRole, string>;

export function isVolunteerRole(value: string): value is VolunteerRole {
  return (VOLUNTEER_ROLES as readonly string[]).includes(value);
}

/** A record with every named field set to the empty string. */
export function emptyValues<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
}
