// Sends a form (spec section 7) with @emailjs/browser: to the e-mail service, or in an outbox build (npm start,
// the browser tests) to outbox-server.ts on the page's own origin, so tests send what visitors send. astro:env
// checks the keys (astro.config.mjs). sendMessage never rejects; with no answer in SEND_TIMEOUT_MS it says
// 'timeout' (the request cannot be cancelled, so the message may still arrive), and `late` tells how it ended.
import {
  PUBLIC_EMAIL_API_ORIGIN,
  PUBLIC_EMAIL_CONTACT_TEMPLATE_ID,
  PUBLIC_EMAIL_OUTBOX,
  PUBLIC_EMAIL_PUBLIC_KEY,
  PUBLIC_EMAIL_SERVICE_ID,
  PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID,
} from 'astro:env/client';
import { isTranslatedLocale } from '../../i18n/locales.ts';
import type { AnyValues, FormName } from './form-fields.ts';
import { importHidingBlockedStorage } from './hide-blocked-storage.ts';

export const SEND_TIMEOUT_MS = 20_000;

/** The template parameters (to_name, to_email, from_name, message), and `language` from a page not in English. */
export function buildMessage(form: FormName, values: AnyValues, recipientName: string, lang = 'en') {
  // The role, city and phone travel as lines of the message, so one simple template serves both forms.
  const details =
    form === 'volunteer'
      ? ['', `Volunteer role : ${values.volunteerRole}`, `City : ${values.city}`, `Phone : ${values.phone}`]
      : [];
  const params: Record<string, string> = {
    to_name: recipientName,
    to_email: values.email ?? '',
    from_name: values.fullName ?? '',
    message: [`Message : ${values.message}`, ...details].join('\n'),
  };
  // A language the site does not publish is a page we did not build: no parameter, as in English.
  if (isTranslatedLocale(lang)) params.language = lang;
  return { form, params };
}

export type SendOutcome =
  | { ok: true }
  | { ok: false; kind: 'failed' | 'too-long'; detail: string }
  | { ok: false; kind: 'timeout'; detail: string; late: Promise<SendOutcome> };

// The client fails as { status, text } for an answer that is not OK, a TypeError offline, a string for
// a missing key. 413 is its own kind: the same text will never go.
export function classifyFailure(error: unknown): Extract<SendOutcome, { ok: false }> {
  const { status, text } = Object(error) as Record<string, unknown>;
  const detail = typeof status === 'number' ? `${status} ${String(text)}` : String(error);
  return { ok: false, kind: status === 413 ? 'too-long' : 'failed', detail };
}

async function deliver(message: ReturnType<typeof buildMessage>): Promise<void> {
  const emailjs = await importHidingBlockedStorage(() => import('@emailjs/browser'));
  // The client's own guards (headless block, block list, rate limit) stay off, as the spec says; its
  // rate limit would even block a retry after a failed send.
  const origin = PUBLIC_EMAIL_OUTBOX ? location.origin : PUBLIC_EMAIL_API_ORIGIN;
  emailjs.init({ publicKey: PUBLIC_EMAIL_PUBLIC_KEY }, origin);
  const published =
    message.form === 'contact' ? PUBLIC_EMAIL_CONTACT_TEMPLATE_ID : PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID;
  // The outbox knows a form by its name; a template ID the shell exports would outrank .env.outbox's.
  await emailjs.send(PUBLIC_EMAIL_SERVICE_ID, PUBLIC_EMAIL_OUTBOX ? message.form : published, message.params);
}

export function sendMessage(form: FormName, values: AnyValues, schoolName: string, wait = SEND_TIMEOUT_MS) {
  const message = buildMessage(form, values, schoolName, document.documentElement.lang);
  const delivery: Promise<SendOutcome> = deliver(message).then(() => ({ ok: true }), classifyFailure);
  const detail = `no answer within ${wait} ms`;
  const noAnswer: SendOutcome = { ok: false, kind: 'timeout', detail, late: delivery };
  return Promise.race([delivery, new Promise<SendOutcome>((resolve) => setTimeout(resolve, wait, noAnswer))]);
}
