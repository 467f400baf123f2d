/**
 * The browser's end of the e-mail configuration: reads the PUBLIC_EMAIL_*
 * variables Vite put in the bundle and picks the provider once, the local
 * outbox (on the page's own origin) or the e-mail service. The forms only
 * see sendMessage(form, values).
 */
import { explainConfigProblem, resolveEmailConfig } from '../../lib/email/config.ts';
import { createEmailJsProvider } from '../../lib/email/providers/emailjs.ts';
import { createOutboxProvider } from '../../lib/email/providers/outbox.ts';
import { createMessageSender, type EmailProvider, type MessageSender } from '../../lib/email/sender.ts';

function chooseProvider(): EmailProvider {
  const resolution = resolveEmailConfig(import.meta.env, { outboxWhenMissing: import.meta.env.DEV });
  if (!resolution.ok) {
    // The build refuses this case; it can only happen in an unchecked build.
    const problem = explainConfigProblem(resolution);
    return { deliver: () => Promise.reject(problem) };
  }
  const { config } = resolution;
  return config.mode === 'outbox' ? createOutboxProvider() : createEmailJsProvider(config);
}

let provider: EmailProvider | null = null;

/**
 * @param recipientName the school's name, shown as the addressee of the mail
 * The edition is the page's own language, read from <html lang> when sending,
 * so the forms need no prop for it and English pages' HTML is unchanged.
 */
export function getMessageSender(recipientName: string): MessageSender {
  provider ??= chooseProvider();
  return createMessageSender({ provider, recipientName, edition: document.documentElement.lang });
}
