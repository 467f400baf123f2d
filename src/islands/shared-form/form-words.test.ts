// The English words of the forms (the specification's messages and button,
// the labels the pages have always shown) written out, so that an edit of the
// dictionary cannot change them unnoticed; and the roles' English labels are
// the very values the office receives.
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n';
import { VOLUNTEER_ROLES, VOLUNTEER_ROLE_WORDS } from '../../lib/forms/fields.ts';

const { forms, volunteerForm } = englishMessages;

describe('the English words of the forms', () => {
  it.each([
    ['required', 'Please fill out all required fields.'],
    ['email', 'Please enter a valid email address.'],
    ['phone', 'Please enter a valid 10-digit phone number.'],
    ['sent', 'Your message has been sent successfully.'],
    ['sendFailed', 'An error occurred while sending your message. Please try again later.'],
    ['send', 'Send Message'],
    ['fullNameLabel', 'Full name'],
    ['emailLabel', 'Email address'],
    ['messageLabel', 'Message'],
  ] as const)('forms.%s is %j', (key, text) => {
    expect(forms[key]).toBe(text);
  });

  it('name each volunteer role by the role itself', () => {
    expect(VOLUNTEER_ROLES.map((role) => volunteerForm[VOLUNTEER_ROLE_WORDS[role]])).toEqual([
      ...VOLUNTEER_ROLES,
    ]);
  });
});
