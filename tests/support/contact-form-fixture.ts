/**
 * The contact form as the shared-form tests drive it: its fields found by
 * their labels, a complete set of values, and typing them in. The behaviour
 * under test is the shared hook's, so one form is enough.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export const contactFields = () => ({
  name: screen.getByRole<HTMLInputElement>('textbox', { name: /full name/i }),
  email: screen.getByRole<HTMLInputElement>('textbox', { name: /email address/i }),
  message: screen.getByRole<HTMLTextAreaElement>('textbox', { name: /message/i }),
});

export const completeContact = {
  name: 'Asha Patel',
  email: 'asha@example.in',
  message: 'When is the open day?',
};

export const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

export async function fillInContact(values: Partial<typeof completeContact> = completeContact) {
  const user = userEvent.setup({ delay: null });
  const fields = contactFields();
  for (const key of ['name', 'email', 'message'] as const) {
    const value = values[key];
    if (value) await user.type(fields[key], value);
  }
  return user;
}

export function contactValuesShown(): string[] {
  const { name, email, message } = contactFields();
  return [name.value, email.value, message.value];
}
