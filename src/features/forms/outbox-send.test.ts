// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EMAIL_API_PATH, outboxRequestSchema } from './outbox-server.ts';
import { sendMessage } from './send-message.ts';

// An outbox build (npm start) made in a shell that still exports a published site's template IDs:
// the environment outranks .env.outbox, and the outbox knows only the forms' names.
vi.mock('astro:env/client', () => ({
  PUBLIC_EMAIL_PUBLIC_KEY: 'outbox',
  PUBLIC_EMAIL_SERVICE_ID: 'outbox',
  PUBLIC_EMAIL_CONTACT_TEMPLATE_ID: 'template_from_the_shell',
  PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID: 'template_from_the_shell_too',
  PUBLIC_EMAIL_API_ORIGIN: 'https://api.emailjs.com',
  PUBLIC_EMAIL_OUTBOX: true,
}));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

it('an outbox build sends each form under its own name to the page origin, whatever template IDs the shell sets', async () => {
  const contact = { fullName: 'Asha', email: 'asha@example.in', message: 'Hi' };
  const volunteer = { ...contact, phone: '9876543210', city: 'Surat', volunteerRole: 'Fund raising' };
  expect(await sendMessage('contact', contact, 'School')).toEqual({ ok: true });
  expect(await sendMessage('volunteer', volunteer, 'School')).toEqual({ ok: true });
  const requests = fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    body: outboxRequestSchema.parse(JSON.parse(String(init?.body))),
  }));
  expect(requests.map(({ url }) => url)).toEqual([0, 1].map(() => `${location.origin}${EMAIL_API_PATH}`));
  expect(requests.map(({ body }) => body.template_id)).toEqual(['contact', 'volunteer']);
});
