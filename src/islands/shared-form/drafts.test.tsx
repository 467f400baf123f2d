// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey, parseDraft, serializeDraft } from '../../lib/forms/draft.ts';
import ContactForm from '../ContactForm/ContactForm.tsx';
import { showToast } from '../Toasts/toasts.ts';
import {
  completeContact,
  contactFields,
  contactValuesShown,
  fillInContact,
  sendButton,
} from './contact-fixture.ts';
import {
  contactFormProps,
  deferred,
  formWords,
  setUpFormTests,
  storeDraft,
  storedValues,
} from './test-helpers.ts';

vi.mock('../Toasts/toasts.ts', () => ({ showToast: vi.fn(), prepareToasts: vi.fn() }));

const test = setUpFormTests();
const key = draftStorageKey('contact');
const note = () => screen.getByText(formWords.allRequired, { exact: false }).textContent;

/** What another tab does when it writes the draft: the browser tells this tab with a storage event. */
function anotherTabWrites(fields: Record<string, string>): void {
  const savedAt = Date.now() + 1;
  const draft = Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, { value, savedAt }]),
  );
  const newValue = serializeDraft(draft);
  localStorage.setItem(key, newValue);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
}

describe('when the browser blocks storage', () => {
  let original: PropertyDescriptor | undefined;
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
  });

  it('the form works and sends, and says that what is typed is not kept', async () => {
    original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    render(<ContactForm {...contactFormProps} />);
    expect(contactFields().name.disabled).toBe(false);
    expect(note()).toContain(formWords.draftBlocked);
    const user = await fillInContact();
    expect(contactValuesShown()).toEqual([
      completeContact.name,
      completeContact.email,
      completeContact.message,
    ]);
    await user.click(sendButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', formWords.sent));
    expect(test.server.calls).toHaveLength(1);
  });
});

describe('when storage is full', () => {
  it('drops the older draft rather than bring it back, and says the draft is not kept', async () => {
    storeDraft('contact', { message: 'older' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ContactForm {...contactFormProps} />);
    await fillInContact({ message: ', and newer' });
    expect(localStorage.getItem(key)).toBeNull();
    expect(note()).toContain(formWords.draftFull);
    expect(contactFields().message.value).toBe('older, and newer');
  });

  it('keeps the draft again, and says so, once it fits again', async () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ContactForm {...contactFormProps} />);
    const user = await fillInContact({ message: 'Too long' });
    expect(note()).toContain(formWords.draftFull);
    full.mockRestore();
    await user.type(contactFields().message, '!');
    expect(note()).toContain(formWords.draftKept);
    expect(storedValues('contact').message).toBe('Too long!');
  });
});

describe('with the same form open in another tab', () => {
  it("shows the other tab's edits beside this tab's own", async () => {
    render(<ContactForm {...contactFormProps} />);
    await fillInContact({ name: 'Asha' });
    anotherTabWrites({ message: 'Typed in the other tab' });
    expect(contactValuesShown()).toEqual(['Asha', '', 'Typed in the other tab']);
  });

  it("keeps the other tab's stored text when this tab writes, even without the event", async () => {
    render(<ContactForm {...contactFormProps} />);
    storeDraft('contact', { message: 'A whole message from the other tab' });
    await fillInContact({ name: 'x' });
    expect(storedValues('contact')).toMatchObject({
      fullName: 'x',
      message: 'A whole message from the other tab',
    });
  });

  it("writes back its newer edits when the other tab's write left them out (it read storage too early)", async () => {
    render(<ContactForm {...contactFormProps} />);
    await fillInContact({ name: 'Asha' });
    // The other tab had not yet seen this tab's name when it wrote.
    anotherTabWrites({ message: 'Typed in the other tab' });
    expect(storedValues('contact')).toMatchObject({ fullName: 'Asha', message: 'Typed in the other tab' });
  });

  it('a send that succeeds in a tab that had not yet seen the other tab’s edit leaves that edit', async () => {
    const answer = deferred<Response>();
    test.server.answerWith(() => answer.promise);
    render(<ContactForm {...contactFormProps} />);
    const user = await fillInContact();
    await user.click(sendButton());
    // The other tab edits after the send started, before it succeeded; its
    // write (still holding the sent name and address) and its event reach
    // this tab only after the success.
    // The name and address it holds are this tab's own entries, times
    // included: read back from storage, so a slow machine cannot make them
    // look newer than the send.
    const typed = parseDraft(localStorage.getItem(key), ['fullName', 'email'], Date.now());
    await act(() => new Promise((resolve) => setTimeout(resolve, 2)));
    const otherEdit = serializeDraft({
      ...typed,
      message: { value: 'A second message', savedAt: Date.now() },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await act(async () => answer.resolve(new Response('OK')));
    localStorage.setItem(key, otherEdit);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: otherEdit })));

    expect(contactValuesShown()).toEqual(['', '', 'A second message']);
    expect(storedValues('contact')).toEqual({ fullName: '', email: '', message: 'A second message' });
  });

  it('clears after a send only what was sent, not what the other tab changed meanwhile', async () => {
    const answer = deferred<Response>();
    test.server.answerWith(() => answer.promise);
    render(<ContactForm {...contactFormProps} />);
    const user = await fillInContact();
    await user.click(sendButton());
    anotherTabWrites({ message: 'A second message, not sent yet' });
    await act(async () => answer.resolve(new Response('OK')));

    expect(showToast).toHaveBeenCalledWith('success', formWords.sent);
    expect(contactValuesShown()).toEqual(['', '', 'A second message, not sent yet']);
    expect(storedValues('contact')).toEqual({
      fullName: '',
      email: '',
      message: 'A second message, not sent yet',
    });
  });
});
