/**
 * The browser's end of the e-mail configuration: reads the PUBLIC_EMAIL_*
 * variables Vite put in the bundle and sends through @emailjs/browser.
 * In outbox mode the API origin is the page's own, where scripts/serve.ts
 * (or the dev server) answers for the service.
 */
import emailjs from '@emailjs/browser';
import type { EmailRequest } from '../../lib/email/build-request.ts';
import { explainConfigProblem, resolveEmailConfig, type EmailConfig } from '../../lib/email/config.ts';
import { sendEmail, type SendOutcome } from '../../lib/email/send.ts';

export async function sendFormEmail(
  buildRequest: (config: EmailConfig) => EmailRequest,
): Promise<SendOutcome> {
  const resolution = resolveEmailConfig(import.meta.env, { outboxWhenMissing: import.meta.env.DEV });
  if (!resolution.ok) {
    // The build refuses this case; it can only happen in an unchecked build.
    return { ok: false, kind: 'configuration', detail: explainConfigProblem(resolution) };
  }
  const { config } = resolution;
  const origin = config.apiOrigin ?? window.location.origin;
  return sendEmail(buildRequest(config), { publicKey: config.publicKey, origin }, emailjs);
}
