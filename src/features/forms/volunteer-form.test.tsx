// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VOLUNTEER_ROLES, type FormValues } from './form-fields.ts';

type VolunteerValues = FormValues<'volunteer'>;
import EmailForm from './EmailForm.tsx';
import { showToast } from './toasts.ts';
import {
  deferred,
  descriptionOf,
  formMessages,
  outboxRequest,
  setUpFormTests,
  storeDraft,
  valueOf,
  volunteerFormProps,
} from '../../../tests/support/form-islands.ts';

vi.mock('./toasts.ts', () => ({ showToast: vi.fn() }));

const test = setUpFormTests();

const complete: VolunteerValues = {
  fullName: 'Ravi Shah',
  email: 'ravi@example.in',
  phone: '+91 98765 43210',
  city: 'Vadodara',
  volunteerRole: 'Cataloging the library',
  message: 'Free on Sundays.',
};

const control = {
  fullName: () => screen.getByRole('textbox', { name: /full name/i }),
  email: () => screen.getByRole('textbox', { name: /email address/i }),
  phone: () => screen.getByRole('textbox', { name: /phone number/i }),
  city: () => screen.getByRole('textbox', { name: /city/i }),
  volunteerRole: () => screen.getByRole('combobox', { name: /how would you like to help/i }),
  message: () => screen.getByRole('textbox', { name: /^message/i }),
};

async function fillIn(values: Partial<VolunteerValues>) {
  const user = userEvent.setup({ delay: null });
  for (const [field, value] of Object.entries(values) as [keyof VolunteerValues, string][]) {
    if (field === 'volunteerRole') await user.selectOptions(control.volunteerRole(), value);
    else await user.type(control[field](), value);
  }
  return user;
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('the volunteer form', () => {
  it('offers exactly the five roles after an empty first choice', () => {
    render(<EmailForm {...volunteerFormProps} />);
    const options = within(control.volunteerRole()).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...VOLUNTEER_ROLES]);
  });

  it('gives the phone field a phone keyboard and a hint tied to it', () => {
    render(<EmailForm {...volunteerFormProps} />);
    expect(control.phone().getAttribute('type')).toBe('tel');
    expect(control.phone().getAttribute('autocomplete')).toBe('tel');
    expect(descriptionOf(control.phone())).toContain('10 digits');
  });

  it('asks for every field, the city and role included', async () => {
    render(<EmailForm {...volunteerFormProps} />);
    const user = await fillIn({
      fullName: 'Ravi',
      email: 'ravi@example.in',
      phone: '9876543210',
      message: 'Hi',
    });
    await user.click(send());
    expect(showToast).toHaveBeenCalledWith('warning', formMessages.required);
    expect(control.city().getAttribute('aria-invalid')).toBe('true');
    expect(control.volunteerRole().getAttribute('aria-invalid')).toBe('true');
    expect(control.phone().hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(control.city());
  });

  it('refuses a 9-digit phone number beside the field', async () => {
    render(<EmailForm {...volunteerFormProps} />);
    const user = await fillIn({ ...complete, phone: '987654321' });
    await user.click(send());
    expect(showToast).toHaveBeenCalledWith('warning', volunteerFormProps.messages.phone);
    expect(descriptionOf(control.phone())).toContain(volunteerFormProps.messages.phone);
    expect(document.activeElement).toBe(control.phone());
    expect(test.server.calls).toHaveLength(0);
  });

  it('refuses a tampered role that was not in the list', async () => {
    storeDraft('volunteer', { ...complete, volunteerRole: 'Administrator' });
    render(<EmailForm {...volunteerFormProps} />);
    await userEvent.setup({ delay: null }).click(send());
    expect(showToast).toHaveBeenCalledWith('warning', volunteerFormProps.messages.role);
    expect(test.server.calls).toHaveLength(0);
  });

  it('sends the role, city and phone lines, then clears the form', async () => {
    const answer = deferred<Response>();
    test.server.answerWith(() => answer.promise);
    render(<EmailForm {...volunteerFormProps} />);
    const user = await fillIn(complete);
    await user.click(send());
    // The button had focus; the dots that replace it take it, so it is not lost while the send lasts.
    expect(document.activeElement).toBe(screen.getByRole('status', { name: 'Sending' }));
    await act(async () => answer.resolve(new Response('OK', { status: 200 })));

    expect(test.server.calls).toHaveLength(1);
    expect(test.server.calls[0]?.body).toEqual({
      ...outboxRequest,
      template_id: 'volunteer',
      template_params: {
        to_name: 'Navjyot School',
        to_email: 'ravi@example.in',
        from_name: 'Ravi Shah',
        message:
          'Message : Free on Sundays.\n\nVolunteer role : Cataloging the library\nCity : Vadodara\nPhone : 9876543210',
      },
    });
    expect(showToast).toHaveBeenCalledWith('success', formMessages.sent);
    expect(Object.values(control).map((find) => valueOf(find()))).toEqual(['', '', '', '', '', '']);
    // Focus was on the button the dots replaced; it comes back to the button.
    expect(document.activeElement).toBe(send());
  });

  it('keeps every field, the role included, when the service refuses', async () => {
    test.server.answerWith(async () => new Response('Forbidden', { status: 403 }));
    storeDraft('volunteer', complete);
    render(<EmailForm {...volunteerFormProps} />);
    await userEvent.setup({ delay: null }).click(send());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', formMessages.sendFailed));
    expect(Object.values(control).map((find) => valueOf(find()))).toEqual(Object.values(complete));
  });
});
