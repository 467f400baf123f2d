/**
 * The checks the local outbox makes on a send request, the same ones the
 * e-mail service makes on what our forms send: the body is JSON with the
 * client's fields and the template parameters both forms fill in. Kept
 * apart from the server so they can be tested as plain data.
 */

export interface SendRequestBody {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string> & {
    to_name: string;
    to_email: string;
    from_name: string;
    message: string;
  };
}

export type RequestCheck = { ok: true; body: SendRequestBody } | { ok: false; reason: string };

const TOP_LEVEL_FIELDS = ['lib_version', 'user_id', 'service_id', 'template_id'] as const;
const TEMPLATE_FIELDS = ['to_name', 'to_email', 'from_name', 'message'] as const;

function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the Content-Type header names JSON (parameters such as charset are allowed). */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export function checkSendRequest(rawBody: string): RequestCheck {
  let data: unknown;
  try {
    data = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'The request body is not valid JSON.' };
  }
  if (!isPlainObject(data)) return { ok: false, reason: 'The request body must be a JSON object.' };

  for (const field of TOP_LEVEL_FIELDS) {
    if (!isFilledText(data[field])) return { ok: false, reason: `The ${field} parameter is required.` };
  }
  const params = data.template_params;
  if (!isPlainObject(params))
    return { ok: false, reason: 'The template_params parameter must be an object.' };
  for (const field of TEMPLATE_FIELDS) {
    if (!isFilledText(params[field])) {
      return { ok: false, reason: `The template parameter ${field} is required.` };
    }
  }
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string')
      return { ok: false, reason: `The template parameter ${name} must be text.` };
  }
  return { ok: true, body: data as unknown as SendRequestBody };
}
