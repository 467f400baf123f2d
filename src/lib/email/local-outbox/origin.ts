/**
 * Only the site's own pages may post to the outbox. A browser names the
 * page's origin in the Origin header of every POST; the outbox compares it
 * with the address it was reached at (the Host header), so it works on any
 * port without being told. Another origin is refused, and the outbox never
 * sends CORS headers: a same-origin request needs none, and without them a
 * browser keeps other sites from reading any answer.
 */

export type OriginCheck = { ok: true } | { ok: false; reason: string };

/**
 * @param origin the request's Origin header; absent for tools such as curl,
 *   which are not web pages and are let through
 * @param host the request's Host header
 */
export function checkRequestOrigin(origin: string | undefined, host: string | undefined): OriginCheck {
  if (origin === undefined) return { ok: true };
  const refused = { ok: false as const, reason: `Only pages of this site may send here, not ${origin}.` };
  if (host === undefined) return refused;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return refused; // "null" from sandboxed frames and files, or garbage
  }
  const sameHost = url.host.toLowerCase() === host.toLowerCase();
  return sameHost && (url.protocol === 'http:' || url.protocol === 'https:') ? { ok: true } : refused;
}
