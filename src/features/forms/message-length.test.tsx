// @vitest-environment jsdom
// The documented message length: each text field takes no more than its
// limit, the message says how much room is left as it nears 50,000 (in the
// page's language, told to screen readers only at a few marks), and an answer
// that the message is too long gets its own message and keeps the text.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translationFor } from '../../i18n';
import { FIELD_CONTROLS, MESSAGE_MAX_CHARACTERS } from './form-fields.ts';
import EmailForm from './EmailForm.tsx';
import { showToast } from './toasts.ts';
import {
  completeContact,
  contactFields,
  contactValuesShown,
  fillInContact,
  sendButton,
} from '../../../tests/support/contact-form-fixture.ts';
import {
  contactFormProps,
  descriptionOf,
  formMessages,
  setUpFormTests,
  storedValues,
  volunteerFormProps,
} from '../../../tests/support/form-islands.ts';

vi.mock('./toasts.ts', () => ({ showToast: vi.fn() }));

const test = setUpFormTests();

// Found by name, so the same helpers serve the form in any language.
const message = () => document.querySelector<HTMLTextAreaElement>('textarea[name="message"]') as HTMLElement;
const typeLength = (length: number) => fireEvent.change(message(), { target: { value: 'x'.repeat(length) } });
/** What the message field's live region holds: what a screen reader is told. */
const told = () => message().closest('.field')?.querySelector('[aria-live="polite"]')?.textContent;

describe('the limits of the text fields', () => {
  it('are set on every text field of both forms', () => {
    const { unmount } = render(<EmailForm {...contactFormProps} />);
    const { name, email, message } = contactFields();
    expect([name.maxLength, email.maxLength, message.maxLength]).toEqual([
      FIELD_CONTROLS.fullName?.max,
      FIELD_CONTROLS.email?.max,
      MESSAGE_MAX_CHARACTERS,
    ]);
    unmount();
    render(<EmailForm {...volunteerFormProps} />);
    const limits = screen
      .getAllByRole<HTMLInputElement>('textbox')
      .map((field) => [field.name, field.maxLength]);
    const maxima = Object.entries(FIELD_CONTROLS).flatMap(([name, { max }]) => (max ? [[name, max]] : []));
    expect(Object.fromEntries(limits)).toEqual(Object.fromEntries(maxima)); // the hidden bot trap is no field
  });
});

describe('the room left in the message', () => {
  it('is not mentioned far from the limit', () => {
    render(<EmailForm {...contactFormProps} />);
    typeLength(44_999);
    expect(descriptionOf(message())).toBe('');
    expect(told()).toBe('');
  });

  it('is shown and read with the field from 90%, and told only as the text passes a mark', () => {
    render(<EmailForm {...contactFormProps} />);
    typeLength(45_188);
    expect(descriptionOf(message())).toBe('Characters left: 4,812');
    expect(told()).toBe('At most 5,000 characters left.');
    typeLength(45_200);
    expect(descriptionOf(message())).toBe('Characters left: 4,800');
    expect(told()).toBe('At most 5,000 characters left.');
    typeLength(49_000);
    expect(told()).toBe('At most 1,000 characters left.');
    typeLength(MESSAGE_MAX_CHARACTERS);
    expect(descriptionOf(message())).toBe('Characters left: 0');
    expect(told()).toBe('No characters left: this field takes at most 50,000.');
  });

  it('is said in the page’s language', () => {
    const gujarati = { forms: translationFor('gu').group('forms') };
    render(<EmailForm {...contactFormProps} messages={{ ...formMessages, ...gujarati.forms }} />);
    typeLength(45_188);
    expect(descriptionOf(message())).toBe(gujarati.forms.roomLeft.replace('{count}', '4,812'));
  });
});

describe('an answer that the message is too long', () => {
  it.each([
    ['the e-mail service or a proxy (413)', () => new Response('Payload Too Large', { status: 413 })],
    ['the outbox (413 with its reason)', () => new Response('params.message: is too long', { status: 413 })],
  ])('from %s gets its own messages, never "try again later", and keeps the text', async (_name, answer) => {
    test.server.answerWith(async () => answer());
    render(<EmailForm {...contactFormProps} />);
    const user = await fillInContact();
    await user.click(sendButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', formMessages.tooLong));
    expect(showToast).not.toHaveBeenCalledWith('error', formMessages.sendFailed);
    expect(contactValuesShown()).toEqual(Object.values(completeContact));
    expect(storedValues('contact').message).toBe(completeContact.message);
  });
});
