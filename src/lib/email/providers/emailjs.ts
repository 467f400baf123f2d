/**
 * The provider for the e-mail service, EmailJS, through its browser client
 * @emailjs/browser. It owns the account's public key, service and template
 * ids, and sends the request the specification defines: POST
 * <api origin>/api/v1.0/email/send with lib_version, user_id, service_id,
 * template_id and template_params as JSON.
 *
 * The client is imported when the first message is sent, not with the form:
 * it stays off the page's first load, and a browser that blocks storage
 * (which the client touches at import) can still load the form.
 *
 * The client cannot be cancelled: send() in 4.4 takes no AbortSignal and
 * calls fetch without one. So the signal is not used here; when the sender
 * gives up at its timeout, the request may still reach the service, and the
 * forms say so instead of calling it a failure.
 */
import type { EmailServiceSettings } from '../config.ts';
import type { EmailProvider } from '../sender.ts';
import { importHidingBlockedStorage } from './hide-blocked-storage.ts';

export type EmailJsClient = Pick<typeof import('@emailjs/browser'), 'init' | 'send'>;

/** @param loadClient how the client is loaded; the real import unless a test gives another copy */
export function createEmailJsProvider(
  settings: EmailServiceSettings,
  loadClient: () => Promise<EmailJsClient> = () => import('@emailjs/browser'),
): EmailProvider {
  let client: Promise<EmailJsClient> | null = null;

  function loadOnce(): Promise<EmailJsClient> {
    client ??= importHidingBlockedStorage(loadClient).catch((error: unknown) => {
      client = null; // a failed download is tried again on the next send
      throw error;
    });
    return client;
  }

  return {
    async deliver(message) {
      const emailjs = await loadOnce();
      // The client's own spam guards (headless block, block list, rate
      // limit) stay off: the specification leaves them unconfigured, and the
      // rate limit would even block a retry after a failed send.
      emailjs.init({ publicKey: settings.publicKey, blockHeadless: false }, settings.apiOrigin);
      await emailjs.send(settings.serviceId, settings.templateIds[message.form], message.params);
    },
  };
}
