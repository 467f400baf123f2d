// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  deferred,
  formMessages,
  setUpFormTests,
  storedValues,
} from '../../../tests/support/form-islands.ts';

vi.mock('./toasts.ts', () => ({ showToast: vi.fn() }));

const test = setUpFormTests();
const typed = [completeContact.name, completeContact.email, completeContact.message];

/** Sends the filled form and lets the 20 seconds pass without an answer. */
async function sendAndWaitOut(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // A plain click: user-event waits on timers, which are frozen here.
  fireEvent.click(sendButton());
  await act(async () => vi.advanceTimersByTimeAsync(19_999));
  expect(screen.queryByRole('status', { name: 'Sending' })).not.toBeNull();
  await act(async () => vi.advanceTimersByTimeAsync(1));
}

/** The first request waits for the answer the test gives; later ones are answered OK. */
function holdFirstRequest() {
  const answer = deferred<Response>();
  test.server.answerWith(() =>
    test.server.calls.length === 1 ? answer.promise : Promise.resolve(new Response('OK')),
  );
  return answer;
}

describe('a send without an answer in time', () => {
  it('says, in the page and a toast, that the message may still arrive', async () => {
    test.server.answerWith(() => new Promise(() => undefined));
    render(<EmailForm {...contactFormProps} />);
    await fillInContact();
    await sendAndWaitOut();

    expect(showToast).toHaveBeenCalledWith('warning', formMessages.timeout);
    expect(showToast).not.toHaveBeenCalledWith('error', expect.anything());
    // Beside the button, in a live region, so a screen reader announces it.
    expect(screen.getByText(formMessages.timeout).getAttribute('role')).toBe('status');
    expect(contactValuesShown()).toEqual(typed);
    expect(storedValues('contact').message).toBe(completeContact.message);
  });

  it('asks before sending again, and sends a second copy only when the visitor confirms', async () => {
    test.server.answerWith(() => new Promise(() => undefined));
    render(<EmailForm {...contactFormProps} />);
    await fillInContact();
    await sendAndWaitOut();

    fireEvent.click(sendButton());
    expect(test.server.calls).toHaveLength(1);
    expect(screen.getByText(formMessages.resendQuestion)).toBeTruthy();
    const resend = screen.getByRole('button', { name: formMessages.resendButton });
    expect(document.activeElement).toBe(resend);

    test.server.answerWith(async () => new Response('OK'));
    await act(async () => fireEvent.click(resend));
    expect(test.server.calls).toHaveLength(2);
    expect(showToast).toHaveBeenCalledWith('success', formMessages.sent);
    expect(contactValuesShown()).toEqual(['', '', '']);
    expect(screen.queryByText(formMessages.resendQuestion)).toBeNull();
    expect(screen.queryByText(formMessages.timeout)).toBeNull();
  });

  it('takes a late success as sent: success toast, fields cleared, nothing to ask', async () => {
    const answer = holdFirstRequest();
    render(<EmailForm {...contactFormProps} />);
    await fillInContact();
    await sendAndWaitOut();
    expect(contactValuesShown()).toEqual(typed);

    await act(async () => answer.resolve(new Response('OK')));
    expect(showToast).toHaveBeenLastCalledWith('success', formMessages.sent);
    expect(contactValuesShown()).toEqual(['', '', '']);
    expect(screen.queryByText(formMessages.timeout)).toBeNull();
    expect(test.server.calls).toHaveLength(1);
  });

  it('a late success clears only the fields that still hold what was sent', async () => {
    const answer = holdFirstRequest();
    render(<EmailForm {...contactFormProps} />);
    await fillInContact();
    await sendAndWaitOut();
    fireEvent.change(contactFields().message, { target: { value: 'A second thought' } });

    await act(async () => answer.resolve(new Response('OK')));
    expect(contactValuesShown()).toEqual(['', '', 'A second thought']);
    expect(storedValues('contact')).toEqual({ fullName: '', email: '', message: 'A second thought' });
  });

  it('takes a late refusal as not sent: failure toast, text kept, the next send asks nothing', async () => {
    const answer = holdFirstRequest();
    render(<EmailForm {...contactFormProps} />);
    await fillInContact();
    await sendAndWaitOut();

    await act(async () => answer.resolve(new Response('Server Error', { status: 500 })));
    expect(showToast).toHaveBeenLastCalledWith('error', formMessages.sendFailed);
    expect(contactValuesShown()).toEqual(typed);
    await act(async () => fireEvent.click(sendButton()));
    expect(test.server.calls).toHaveLength(2);
    expect(showToast).toHaveBeenLastCalledWith('success', formMessages.sent);
  });
});
