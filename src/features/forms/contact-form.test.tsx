// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from './toasts.ts';
import {
  contactFormProps,
  deferred,
  descriptionOf,
  formMessages,
  outboxRequest,
  setUpFormTests,
  storedValues,
  valueOf,
} from '../../../tests/support/form-islands.ts';
import EmailForm from './EmailForm.tsx';

vi.mock('./toasts.ts', () => ({ showToast: vi.fn() }));

const test = setUpFormTests();

const fields = () => ({
  name: screen.getByRole('textbox', { name: /full name/i }),
  email: screen.getByRole('textbox', { name: /email address/i }),
  message: screen.getByRole('textbox', { name: /message/i }),
});

async function fillIn(values: { name?: string; email?: string; message?: string }) {
  const user = userEvent.setup({ delay: null });
  const { name, email, message } = fields();
  if (values.name) await user.type(name, values.name);
  if (values.email) await user.type(email, values.email);
  if (values.message) await user.type(message, values.message);
  return user;
}

const complete = { name: 'Asha Patel', email: 'asha@example.in', message: 'When is the open day?' };
const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('the contact form', () => {
  it('renders on the server as a labelled form, disabled until it can send', () => {
    const html = renderToString(<EmailForm {...contactFormProps} />);
    expect(html).toContain('Full name');
    expect(html).toContain('Email address');
    expect(html).toMatch(/<input[^>]*disabled/);
    expect(html).toContain('Send Message');
  });

  it('labels every field, marks it required and gives it the right type and autocomplete', () => {
    render(<EmailForm {...contactFormProps} />);
    const { name, email, message } = fields();
    for (const field of [name, email, message]) {
      expect((field as HTMLInputElement).required).toBe(true);
      expect((field as HTMLInputElement).disabled).toBe(false);
    }
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(message.tagName).toBe('TEXTAREA');
  });

  it('refuses empty fields: warning toast, errors beside the fields, focus on the first', async () => {
    render(<EmailForm {...contactFormProps} />);
    await userEvent.setup().click(send());

    expect(showToast).toHaveBeenCalledWith('warning', formMessages.required);
    const { name, email, message } = fields();
    for (const field of [name, email, message]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(field)).toContain(formMessages.required);
    }
    expect(document.activeElement).toBe(name);
    expect(test.server.calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeNull();
  });

  it('refuses a bad e-mail address and clears the error once the field changes', async () => {
    render(<EmailForm {...contactFormProps} />);
    const user = await fillIn({ ...complete, email: 'asha@example' });
    await user.click(send());
    const { email, name } = fields();
    expect(showToast).toHaveBeenCalledWith('warning', formMessages.email);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    await user.type(email, '.in');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows the dots while sending, sends once, then clears the form and the draft', async () => {
    const answer = deferred<Response>();
    test.server.answerWith(() => answer.promise);
    render(<EmailForm {...contactFormProps} />);
    const user = await fillIn(complete);
    expect(storedValues('contact').fullName).toBe('Asha Patel');

    await user.click(send());
    expect(screen.queryByRole('status', { name: 'Sending' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    // What is being sent cannot change meanwhile.
    expect(Object.values(fields()).map((field) => (field as HTMLInputElement).readOnly)).toEqual([
      true,
      true,
      true,
    ]);
    // Enter in a field while sending submits the form again: nothing more goes out (counted at the end).
    await waitFor(() => expect(test.server.calls).toHaveLength(1));
    fireEvent.submit(fields().message.closest('form') as HTMLFormElement);

    await act(async () => answer.resolve(new Response('OK', { status: 200 })));
    expect(showToast).toHaveBeenCalledWith('success', formMessages.sent);
    expect(screen.queryByRole('status', { name: 'Sending' })).toBeNull();
    const { name, email, message } = fields();
    expect([name, email, message].map(valueOf)).toEqual(['', '', '']);
    expect(storedValues('contact')).toEqual({ fullName: '', email: '', message: '' });
    expect(test.server.calls).toHaveLength(1);
  });

  // The toast closes after 5 s: a visitor who looked away, or who would need many Tabs to reach it, still
  // finds in the form what became of the message.
  it('keeps the outcome of the last send in the form, after its toast', async () => {
    test.server.answerWith(async () => new Response('Forbidden', { status: 403 }));
    render(<EmailForm {...contactFormProps} />);
    const user = await fillIn(complete);
    const form = fields().message.closest('form') as HTMLFormElement;
    await user.click(send());
    await waitFor(() => expect(within(form).queryByText(formMessages.sendFailed)).not.toBeNull());
    test.server.answerWith(async () => new Response('OK', { status: 200 }));
    await user.click(send());
    await waitFor(() => expect(within(form).queryByText(formMessages.sent)).not.toBeNull());
    expect(within(form).queryByText(formMessages.sendFailed)).toBeNull();
  });

  it("sends the template values through the e-mail service's client, to the outbox on its own origin", async () => {
    render(<EmailForm {...contactFormProps} />);
    const user = await fillIn({ ...complete, name: '  Asha Patel ' });
    await user.click(send());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', formMessages.sent));
    expect(test.server.calls[0]?.url).toBe(`${location.origin}/api/v1.0/email/send`);
    expect(test.server.calls[0]?.body).toEqual({
      ...outboxRequest,
      template_id: 'contact',
      template_params: {
        to_name: 'Navjyot School',
        to_email: 'asha@example.in',
        from_name: 'Asha Patel',
        message: 'Message : When is the open day?',
      },
    });
  });

  it.each([
    [
      'a 500 answer',
      () => Promise.resolve(new Response('Server Error', { status: 500 })),
      '500 Server Error',
    ],
    ['a 429 answer', () => Promise.resolve(new Response('Too Many Requests', { status: 429 })), '429'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('keeps every field after %s and logs the details', async (_name, answer, logged) => {
    test.server.answerWith(answer);
    render(<EmailForm {...contactFormProps} />);
    const user = await fillIn(complete);
    await user.click(send());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', formMessages.sendFailed));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(logged));
    const { name, email, message } = fields();
    expect([name, email, message].map(valueOf)).toEqual([complete.name, complete.email, complete.message]);
    expect(storedValues('contact').message).toBe(complete.message);
    expect((send() as HTMLButtonElement).disabled).toBe(false);
  });

  it('restores the draft after a reload', async () => {
    const first = render(<EmailForm {...contactFormProps} />);
    await fillIn({ name: 'ધ્રુવ', message: 'Half-written 🙏' });
    first.unmount();
    render(<EmailForm {...contactFormProps} />);
    expect(valueOf(fields().name)).toBe('ધ્રુવ');
    expect(valueOf(fields().message)).toBe('Half-written 🙏');
  });

  it('pretends success and sends nothing when the hidden field is filled', async () => {
    const { container } = render(<EmailForm {...contactFormProps} />);
    const user = await fillIn(complete);
    const trap = container.querySelector<HTMLInputElement>('input[name="extra_notes"]');
    if (!trap) throw new Error('no honeypot');
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await user.click(send());
    expect(showToast).toHaveBeenCalledWith('success', formMessages.sent);
    expect(test.server.calls).toHaveLength(0);
    expect(valueOf(fields().name)).toBe('');
    expect(storedValues('contact').message).toBe('');
  });
});
