// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftStorageKey, serializeDraft } from './draft.ts';
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
  formMessages,
  setUpFormTests,
  storeDraft,
  storedValues,
} from '../../../tests/support/form-islands.ts';

vi.mock('./toasts.ts', () => ({ showToast: vi.fn() }));

const test = setUpFormTests();
const key = draftStorageKey('contact');
const note = () => screen.getByText(formMessages.allRequired, { exact: false }).textContent;

describe('when the browser blocks storage', () => {
  const originals = new Map<string, PropertyDescriptor | undefined>();
  afterEach(() => {
    for (const [name, original] of originals) if (original) Object.defineProperty(globalThis, name, original);
  });

  it('the form works and sends, and says that what is typed is not kept', async () => {
    // As in Chromium with site data blocked: reading either storage throws.
    for (const name of ['localStorage', 'sessionStorage']) {
      originals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
    render(<EmailForm {...contactFormProps} />);
    expect(contactFields().name.disabled).toBe(false);
    expect(note()).toContain(formMessages.draftBlocked);
    const user = await fillInContact();
    expect(contactValuesShown()).toEqual([
      completeContact.name,
      completeContact.email,
      completeContact.message,
    ]);
    await user.click(sendButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', formMessages.sent));
    expect(test.server.calls).toHaveLength(1);
  });
});

describe('when storage is full', () => {
  it('drops the older draft rather than bring it back, and says the draft is not kept', async () => {
    storeDraft('contact', { message: 'older' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<EmailForm {...contactFormProps} />);
    await fillInContact({ message: ', and newer' });
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(note()).toContain(formMessages.draftFull);
    expect(contactFields().message.value).toBe('older, and newer');
  });

  it('keeps the draft again, and says so, once it fits again', async () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<EmailForm {...contactFormProps} />);
    const user = await fillInContact({ message: 'Too long' });
    expect(note()).toContain(formMessages.draftFull);
    full.mockRestore();
    await user.type(contactFields().message, '!');
    expect(note()).toContain(formMessages.draftKeptInTab);
    expect(storedValues('contact').message).toBe('Too long!');
  });
});

describe('with the same form open in another tab', () => {
  it('keeps the draft in this tab only, and what another tab stores changes nothing here', async () => {
    render(<EmailForm {...contactFormProps} />);
    await fillInContact({ name: 'Asha', message: 'Typed in this tab' });
    expect(storedValues('contact')).toMatchObject({ fullName: 'Asha', message: 'Typed in this tab' });
    expect(localStorage.length).toBe(0);

    // What the shared drafts of before did between tabs: nothing listens now.
    const newValue = JSON.stringify({ version: 3, savedAt: Date.now(), values: { message: 'Other tab' } });
    localStorage.setItem(key, newValue);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
    expect(contactValuesShown()).toEqual(['Asha', '', 'Typed in this tab']);
  });

  it('removes a draft the older shared drafts left in localStorage, and shows this tab’s own', () => {
    const shared = { fullName: { value: 'Left by the shared draft', savedAt: Date.now() } };
    localStorage.setItem(key, JSON.stringify({ version: 2, fields: shared }));
    storeDraft('contact', { message: 'This tab’s own' });
    render(<EmailForm {...contactFormProps} />);
    expect(contactValuesShown()).toEqual(['', '', 'This tab’s own']);
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('a draft older than a week', () => {
  it('is not shown, and is removed from the tab’s storage rather than left there', () => {
    const old = serializeDraft(
      { fullName: 'Asha', message: 'Private words' },
      Date.now() - DRAFT_MAX_AGE_MS - 1,
    );
    sessionStorage.setItem(key, old);
    render(<EmailForm {...contactFormProps} />);
    expect(contactValuesShown()).toEqual(['', '', '']);
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});
