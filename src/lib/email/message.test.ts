import { describe, expect, it } from 'vitest';
import { buildMessage } from './message.ts';

describe('buildMessage', () => {
  it('fills the four template parameters of the specification for the contact form', () => {
    const message = buildMessage(
      'contact',
      { fullName: 'Asha Patel', email: 'asha@example.in', message: 'When is the open day?' },
      'Navjyot School',
    );
    expect(message).toEqual({
      form: 'contact',
      params: {
        to_name: 'Navjyot School',
        to_email: 'asha@example.in',
        from_name: 'Asha Patel',
        message: 'Message : When is the open day?',
      },
    });
  });

  it('passes markup through as text (the template escapes it)', () => {
    const message = buildMessage(
      'contact',
      { fullName: 'A', email: 'a@b.in', message: '<script>x</script>' },
      'S',
    );
    expect(message.params.message).toBe('Message : <script>x</script>');
  });

  it('adds the role, city and phone lines after the volunteer message', () => {
    const message = buildMessage(
      'volunteer',
      {
        fullName: 'Ravi Shah',
        email: 'ravi@example.in',
        phone: '9876543210',
        city: 'વડોદરા',
        volunteerRole: 'Cataloging the library',
        message: 'Weekends suit me.\nSundays best.',
      },
      'Navjyot School',
    );
    expect(message).toEqual({
      form: 'volunteer',
      params: {
        to_name: 'Navjyot School',
        to_email: 'ravi@example.in',
        from_name: 'Ravi Shah',
        message: [
          'Message : Weekends suit me.',
          'Sundays best.',
          '',
          'Volunteer role : Cataloging the library',
          'City : વડોદરા',
          'Phone : 9876543210',
        ].join('\n'),
      },
    });
  });
});
