import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  normalizePhone,
  validateForm,
  type FormValues,
  type ValidationProblem,
} from './form-fields.ts';

type Outcome = 'ok' | ValidationProblem;
type ContactValues = FormValues<'contact'>;
type VolunteerValues = FormValues<'volunteer'>;

const contact: ContactValues = {
  fullName: 'Asha Patel',
  email: 'asha@example.in',
  message: 'Hello from Vadodara.',
};
const volunteer: VolunteerValues = {
  fullName: 'Ravi Shah',
  email: 'ravi@example.in',
  phone: '9876543210',
  city: 'Vadodara',
  volunteerRole: 'Fund raising',
  message: 'I can help on weekends.',
};

function outcomeOf(result: { ok: true } | { ok: false; problem: ValidationProblem }): Outcome {
  return result.ok ? 'ok' : result.problem;
}

const longMessage = 'અ'.repeat(5_000) + 'a'.repeat(5_000);

describe('validateContactForm', () => {
  const cases: [string, Partial<ContactValues>, Outcome][] = [
    ['all fields filled', {}, 'ok'],
    ['every field empty', { fullName: '', email: '', message: '' }, 'required'],
    ['name of spaces only', { fullName: '   ' }, 'required'],
    ['message of tabs and line breaks only', { message: '\t\n  \n' }, 'required'],
    ['e-mail missing', { email: '' }, 'required'],
    ['missing name wins over a bad e-mail', { fullName: '', email: 'not-an-address' }, 'required'],
    ['bad e-mail', { email: 'asha.example.in' }, 'email'],
    ['message of 10,000 characters', { message: longMessage }, 'ok'],
    ['HTML in the message', { message: '<b>Hello</b> <a href="x">link</a>' }, 'ok'],
    ['script text in the message', { message: '<script>alert("hi")</script>' }, 'ok'],
    ['script text as the name', { fullName: '"><img src=x onerror=alert(1)>' }, 'ok'],
    ['Gujarati name and message', { fullName: 'ધ્રુવ પટેલ', message: 'શાળા માટે આભાર' }, 'ok'],
    ['Hindi name and message', { fullName: 'अनीता शर्मा', message: 'बहुत धन्यवाद' }, 'ok'],
    ['emoji in name and message', { fullName: 'Meera 🌸', message: '🙏 Thank you 😊' }, 'ok'],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    expect(outcomeOf(validateForm('contact', { ...contact, ...change }))).toBe(expected);
  });

  it('marks every empty required field', () => {
    const result = validateForm('contact', { fullName: ' ', email: 'a@b.in', message: '' });
    expect(result).toEqual({
      ok: false,
      problem: 'required',
      invalidFields: ['fullName', 'message'],
    });
  });

  it('returns trimmed values and keeps the text otherwise as typed', () => {
    const result = validateForm('contact', {
      fullName: '  Asha ',
      email: ' asha@example.in ',
      message: ' <b>hi</b>\n',
    });
    expect(result).toEqual({
      ok: true,
      values: { fullName: 'Asha', email: 'asha@example.in', message: '<b>hi</b>' },
    });
  });
});

describe('isValidEmail', () => {
  const cases: [string, boolean][] = [
    ['asha@example.in', true],
    ['asha.patel@example.co.in', true],
    ['asha+school@example.org', true],
    ['ASHA@EXAMPLE.IN', true],
    ['a_b-c@sub.domain.example', true],
    ['x@y.z', true],
    ["o'neil@example.ie", true],
    ['  asha@example.in  ', true],
    ['રામ@ઉદાહરણ.ભારત', true],
    ['राम@उदाहरण.भारत', true],
    ['asha', false],
    ['asha@', false],
    ['@example.in', false],
    ['asha@example', false],
    ['asha@.in', false],
    ['asha@example.', false],
    ['asha @example.in', false],
    ['asha@exa mple.in', false],
    ['asha@@example.in', false],
    ['a@b@c.in', false],
    ['asha.example.in', false],
    ['asha@example,in', false],
    ['', false],
  ];

  it.each(cases)('%j is %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('normalizePhone', () => {
  const cases: [string, string | null][] = [
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['987 654 3210', '9876543210'],
    [' 9876543210 ', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['૯૮૭૬૫૪૩૨૧૦', '9876543210'],
    ['९८७६५४३२१०', '9876543210'],
    // Copied from a phone's contacts or a chat: invisible direction marks, and dashes other than "-".
    ['\u202a+91 98765 43210\u202c', '9876543210'],
    ['\u2068+91 98765 43210\u2069', '9876543210'],
    ['\u200e98765 43210', '9876543210'],
    ['98765\u201143210', '9876543210'],
    ['98765\u201343210', '9876543210'],
    ['987654321', null],
    ['98765432101', null],
    ['09876543210', null],
    ['+91 98765 4321', null],
    ['+1 9876543210', null],
    ['91 98765 43210', null],
    ['98765x3210', null],
    ['(987) 654-3210', null],
    ['abcdefghij', null],
    ['', null],
  ];

  it.each(cases)('%j gives %j', (phone, expected) => {
    expect(normalizePhone(phone)).toBe(expected);
  });
});

describe('validateVolunteerForm', () => {
  const cases: [string, Partial<VolunteerValues>, Outcome][] = [
    ['all fields filled', {}, 'ok'],
    ['every field empty', Object.fromEntries(Object.keys(volunteer).map((key) => [key, ''])), 'required'],
    ['city of spaces only', { city: '    ' }, 'required'],
    ['no role chosen', { volunteerRole: '' }, 'required'],
    ['phone missing', { phone: '' }, 'required'],
    ['bad e-mail', { email: 'ravi@example' }, 'email'],
    ['bad e-mail wins over a bad phone', { email: 'ravi', phone: '123' }, 'email'],
    ['phone with spaces', { phone: '98765 43210' }, 'ok'],
    ['phone with dashes', { phone: '98765-43210' }, 'ok'],
    ['phone with +91', { phone: '+91 98765 43210' }, 'ok'],
    ['phone of 9 digits', { phone: '987654321' }, 'phone'],
    ['phone of 11 digits', { phone: '98765432101' }, 'phone'],
    ['bad phone wins over a tampered role', { phone: '12345', volunteerRole: 'Admin' }, 'phone'],
    ['tampered role', { volunteerRole: 'Administrator' }, 'role'],
    ['role in the wrong case', { volunteerRole: 'fund raising' }, 'role'],
    ['role with surrounding spaces', { volunteerRole: ' Research & survey work ' }, 'ok'],
    ['last listed role', { volunteerRole: 'Research & survey work' }, 'ok'],
    ['message of 10,000 characters', { message: longMessage }, 'ok'],
    ['script text in the city', { city: '<script>alert(1)</script>' }, 'ok'],
    ['Gujarati city and message', { city: 'વડોદરા', message: 'હું મદદ કરીશ' }, 'ok'],
    ['Hindi name', { fullName: 'रवि शाह' }, 'ok'],
    ['emoji in the message', { message: 'Happy to help 🤝✨' }, 'ok'],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    expect(outcomeOf(validateForm('volunteer', { ...volunteer, ...change }))).toBe(expected);
  });

  it('names the failing field', () => {
    expect(validateForm('volunteer', { ...volunteer, phone: '123' })).toMatchObject({
      invalidFields: ['phone'],
    });
    expect(validateForm('volunteer', { ...volunteer, volunteerRole: 'x' })).toMatchObject({
      invalidFields: ['volunteerRole'],
    });
  });

  it('returns the phone as 10 digits', () => {
    const result = validateForm('volunteer', { ...volunteer, phone: '+91 98765-43210' });
    expect(result.ok && result.values.phone).toBe('9876543210');
  });
});
