import { describe, expect, it } from 'vitest';
import { buildContactEmail, buildVolunteerEmail } from './build-request.ts';

const target = { serviceId: 'service-x', templateId: 'template-y', recipientName: 'Navjyot School' };

describe('buildContactEmail', () => {
  it('fills the four template parameters of the specification', () => {
    const request = buildContactEmail(
      { fullName: 'Asha Patel', email: 'asha@example.in', message: 'When is the open day?' },
      target,
    );
    expect(request).toEqual({
      serviceId: 'service-x',
      templateId: 'template-y',
      templateParams: {
        to_name: 'Navjyot School',
        to_email: 'asha@example.in',
        from_name: 'Asha Patel',
        message: 'Message : When is the open day?',
      },
    });
  });

  it('passes markup through as text (the template escapes it)', () => {
    const request = buildContactEmail(
      { fullName: 'A', email: 'a@b.in', message: '<script>x</script>' },
      target,
    );
    expect(request.templateParams.message).toBe('Message : <script>x</script>');
  });
});

describe('buildVolunteerEmail', () => {
  it('adds the role, city and phone lines after the message', () => {
    const request = buildVolunteerEmail(
      {
        fullName: 'Ravi Shah',
        email: 'ravi@example.in',
        phone: '9876543210',
        city: 'વડોદરા',
        volunteerRole: 'Cataloging the library',
        message: 'Weekends suit me.\nSundays best.',
      },
      target,
    );
    expect(request.templateParams).toEqual({
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
    });
    expect(request.templateId).toBe('template-y');
  });
});
