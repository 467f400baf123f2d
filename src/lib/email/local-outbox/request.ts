/**
 * The local outbox's own small endpoint: what the outbox provider posts and
 * what the outbox server accepts. The server stores exactly these fields, so
 * the schema is strict: an unknown field, a wrong type or an oversized text
 * is refused with a reason, before anything is stored or printed.
 */
import { z } from 'astro/zod';
import { FORM_NAMES, type FormName } from '../../forms/fields.ts';
import { COMPOSED_MESSAGE_MAX_CHARACTERS } from '../../forms/limits.ts';
import { translatedLocales } from '../../../i18n/locales.ts';
import { TOO_LONG_REASON } from './path.ts';

export { OUTBOX_PATH } from './path.ts';

// At least what the forms let a visitor type (src/lib/forms/limits.ts); the
// message is the longest the forms compose from a full-length text.
export const OUTBOX_LIMITS = { name: 500, email: 320, message: COMPOSED_MESSAGE_MAX_CHARACTERS } as const;

function filledText(maxCharacters: number) {
  return z
    .string()
    .max(maxCharacters, { error: TOO_LONG_REASON })
    .regex(/\S/u, { error: 'must not be empty' });
}

export const outboxRequestSchema = z.strictObject({
  form: z.enum(FORM_NAMES as [FormName, ...FormName[]]),
  params: z.strictObject({
    to_name: filledText(OUTBOX_LIMITS.name),
    // The forms check the address; here only its size. A stricter pattern
    // than the form's would refuse messages the form lets through.
    to_email: filledText(OUTBOX_LIMITS.email),
    from_name: filledText(OUTBOX_LIMITS.name),
    message: filledText(OUTBOX_LIMITS.message),
    // Only from a page of another edition than English (see buildMessage).
    language: z.enum(translatedLocales).optional(),
  }),
});

export type OutboxRequest = z.infer<typeof outboxRequestSchema>;

export type OutboxRequestCheck = { ok: true; request: OutboxRequest } | { ok: false; reason: string };

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'The request body'}: ${issue.message}`)
    .join('; ');
}

export function checkOutboxRequest(rawBody: string): OutboxRequestCheck {
  let data: unknown;
  try {
    data = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'The request body is not valid JSON.' };
  }
  const result = outboxRequestSchema.safeParse(data);
  if (!result.success) return { ok: false, reason: describeIssues(result.error.issues) };
  return { ok: true, request: result.data };
}

/** True when the Content-Type header names JSON (parameters such as charset are allowed). */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}
