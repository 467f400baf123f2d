/**
 * Helpers for the island tests: a fetch whose answers a test controls, and
 * the request bodies it received. The real @emailjs/browser client runs on
 * top of it, so the tests see what really goes over the wire.
 */
import { vi } from 'vitest';

export interface FetchControl {
  calls: { url: string; body: unknown }[];
  /** Answer every later request like this. */
  answerWith(next: () => Promise<Response>): void;
}

export function stubFetch(): FetchControl {
  let answer: () => Promise<Response> = async () => new Response('OK', { status: 200 });
  const control: FetchControl = {
    calls: [],
    answerWith(next) {
      answer = next;
    },
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    control.calls.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
  return control;
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
