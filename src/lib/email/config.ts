/**
 * Where the forms send e-mail, worked out from PUBLIC_ environment variables.
 * The same function runs in the browser (to send) and in the build (to refuse
 * a deployable build without keys), so both always agree. It takes the
 * variables as an argument, so it can be tested without Vite.
 */

export const EMAIL_ENV = {
  publicKey: 'PUBLIC_EMAIL_PUBLIC_KEY',
  serviceId: 'PUBLIC_EMAIL_SERVICE_ID',
  contactTemplateId: 'PUBLIC_EMAIL_CONTACT_TEMPLATE_ID',
  volunteerTemplateId: 'PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID',
  apiOrigin: 'PUBLIC_EMAIL_API_ORIGIN',
  outbox: 'PUBLIC_EMAIL_OUTBOX',
} as const;

/** The e-mail service's own address, used when PUBLIC_EMAIL_API_ORIGIN is not set. */
export const DEFAULT_API_ORIGIN = 'https://api.emailjs.com';

/** The e-mail service's account: what its browser client needs to send. */
export interface EmailServiceSettings {
  publicKey: string;
  serviceId: string;
  templateIds: { contact: string; volunteer: string };
  /** Origin of the service's API. */
  apiOrigin: string;
}

/** 'outbox': messages go to the local stand-in on the page's own origin. */
export type EmailConfig = { mode: 'outbox' } | ({ mode: 'service' } & EmailServiceSettings);

export type EmailConfigResolution =
  { ok: true; config: EmailConfig } | { ok: false; missing: string[]; problems: string[] };

export type EmailEnv = Readonly<Record<string, string | boolean | undefined>>;

const REQUIRED_KEYS = ['publicKey', 'serviceId', 'contactTemplateId', 'volunteerTemplateId'] as const;

function readText(env: EmailEnv, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function isOutboxRequested(env: EmailEnv): boolean {
  const value = env[EMAIL_ENV.outbox];
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** True for names that only reach the machine itself: a deployed site must never send there. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/gu, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    name === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/u.test(name)
  );
}

function checkApiOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${EMAIL_ENV.apiOrigin} is not a web address: "${value}".`;
  }
  if (url.protocol !== 'https:') return `${EMAIL_ENV.apiOrigin} must start with https://.`;
  if (isLocalHostname(url.hostname)) {
    return `${EMAIL_ENV.apiOrigin} points at this computer (${url.hostname}); a published site cannot send there.`;
  }
  return null;
}

const OUTBOX_CONFIG: EmailConfig = { mode: 'outbox' };

/**
 * @param options.outboxWhenMissing use the outbox when no keys are set; true
 *   for the dev server, where the outbox is mounted beside the site.
 */
export function resolveEmailConfig(
  env: EmailEnv,
  options: { outboxWhenMissing: boolean } = { outboxWhenMissing: false },
): EmailConfigResolution {
  if (isOutboxRequested(env)) return { ok: true, config: OUTBOX_CONFIG };

  const values = Object.fromEntries(
    REQUIRED_KEYS.map((key) => [key, readText(env, EMAIL_ENV[key])]),
  ) as Record<(typeof REQUIRED_KEYS)[number], string>;
  const missing = REQUIRED_KEYS.filter((key) => values[key] === '').map((key) => EMAIL_ENV[key]);
  if (missing.length === REQUIRED_KEYS.length && options.outboxWhenMissing) {
    return { ok: true, config: OUTBOX_CONFIG };
  }

  const origin = readText(env, EMAIL_ENV.apiOrigin) || DEFAULT_API_ORIGIN;
  const originProblem = checkApiOrigin(origin);
  const problems = originProblem === null ? [] : [originProblem];
  if (missing.length > 0 || problems.length > 0) return { ok: false, missing, problems };

  return {
    ok: true,
    config: {
      mode: 'service',
      publicKey: values.publicKey,
      serviceId: values.serviceId,
      templateIds: { contact: values.contactTemplateId, volunteer: values.volunteerTemplateId },
      apiOrigin: new URL(origin).origin,
    },
  };
}

/** One message for a person: what is wrong and which variables to set. */
export function explainConfigProblem(resolution: Extract<EmailConfigResolution, { ok: false }>): string {
  const lines: string[] = [];
  if (resolution.missing.length > 0) {
    lines.push(
      'The contact and volunteer forms have no e-mail service configured.',
      `Set these environment variables: ${resolution.missing.join(', ')}.`,
    );
  } else {
    lines.push('The e-mail settings of the contact and volunteer forms are wrong.');
  }
  lines.push(...resolution.problems);
  lines.push(
    'Set them in .env or in the build environment (see .env.example and docs/email.md),',
    `or build for the local outbox with "astro build --mode outbox" (${EMAIL_ENV.outbox}=true), never for publishing.`,
  );
  return lines.join('\n');
}
