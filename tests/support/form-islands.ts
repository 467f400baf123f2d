/**
 * What the island tests of both forms share: the same setup and teardown, a
 * fetch whose answers a test controls (the forms send through the real
 * e-mail client on top of it, so the tests see what goes over the wire),
 * the English messages the pages pass, and helpers to read fields and the
 * stored draft.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { englishMessages } from './messages.ts';
import { draftStorageKey, parseDraft, serializeDraft } from '../../src/features/forms/draft.ts';
import { FORM_FIELDS, type FormName, type FormValues } from '../../src/features/forms/form-fields.ts';

/** Both forms' messages in English, as the pages pass them. */
export const formMessages = englishMessages.forms;

/** The contact form's props as the English page gives them: `<EmailForm {...contactFormProps} />`. */
export const contactFormProps = {
  form: 'contact',
  schoolName: 'Navjyot School',
  messages: { ...formMessages, ...englishMessages.contactForm },
} as const;

/** The volunteer form's props as the English page gives them. */
export const volunteerFormProps = {
  form: 'volunteer',
  schoolName: 'Navjyot School',
  messages: { ...formMessages, ...englishMessages.volunteerForm },
} as const;

export interface FetchCall {
  url: string;
  body: unknown;
}

/** What @emailjs/browser sends besides the template from an outbox build (.env.outbox, the unit tests' mode). */
export const outboxRequest = { lib_version: expect.any(String), user_id: 'outbox', service_id: 'outbox' };

export interface FetchControl {
  calls: FetchCall[];
  /** Answer every later request like this. */
  answerWith(next: () => Promise<Response>): void;
}

/** Replaces fetch; each request is answered as the test last said. */
export function stubFetch(): FetchControl {
  let answer: () => Promise<Response> = async () => new Response('OK', { status: 200 });
  const control: FetchControl = {
    calls: [],
    answerWith(next) {
      answer = next;
    },
  };
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    control.calls.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
  return control;
}

/**
 * The setup every form test needs, registered once per test file: an empty
 * storage, a stubbed fetch, a quiet console.error (failures are logged on
 * purpose), and everything undone afterwards. Toasts are mocked by each
 * test file itself (vi.mock must stay in the test file).
 */
export function setUpFormTests(): { readonly server: FetchControl } {
  let server: FetchControl | undefined;
  // The forms load the e-mail client at the first send; loaded here, a send reaches fetch within a few
  // microtasks, also under fake clocks.
  beforeAll(() => import('@emailjs/browser'));
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    server = stubFetch();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // jsdom lays nothing out and has no scrollIntoView; where the field lands is a browser test's matter.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });
  return {
    get server() {
      if (!server) throw new Error('server is only there inside a test');
      return server;
    },
  };
}

/** Stores a draft in this tab as if typed earlier. */
export function storeDraft<Form extends FormName>(form: Form, values: Partial<FormValues<Form>>): void {
  sessionStorage.setItem(draftStorageKey(form), serializeDraft(values, Date.now()));
}

/** The values of this tab's stored draft, empty text for fields it does not hold. */
export function storedValues<Form extends FormName>(form: Form): FormValues<Form> {
  const fields = FORM_FIELDS[form] as readonly string[];
  const raw = sessionStorage.getItem(draftStorageKey(form));
  return parseDraft(raw, fields, Date.now()) as FormValues<Form>;
}

/** A promise and the function that settles it, for holding a request open. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The text of the elements named by aria-describedby, as a screen reader reads it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The current value of a text field or select found by a query. */
export function valueOf(element: HTMLElement): string {
  return (element as HTMLInputElement).value;
}
