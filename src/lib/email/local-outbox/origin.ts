/**
 * Only the site's own pages may post to the outbox. A browser names the
 * page's origin in the Origin header of every POST; the outbox compares it
 * with the address it was reached at (the Host header), and that with the
 * address the server listens on: otherwise a name of anyone's, pointed at
 * this machine (DNS rebinding), would pass with a Host of the same name.
 * Another origin is refused, and the outbox never sends CORS headers: a
 * same-origin request needs none, and without them a browser keeps other
 * sites from reading any answer.
 */

export type OriginCheck = { ok: true } | { ok: false; reason: string };

/** Where the request arrived: the socket's local address and port. */
export interface ServerAddress {
  address: string;
  port: number;
}

/** The host names that mean this server: its address, and "localhost" when that is a loopback one. */
function namesOf({ address }: ServerAddress): string[] {
  const ip = address.replace(/^::ffff:(?=\d+\.)/, ''); // IPv4 on a dual-stack socket
  const name = ip.includes(':') ? `[${ip}]` : ip;
  const loopback = ip === '::1' || ip.startsWith('127.');
  return loopback ? [name, 'localhost'] : [name];
}

/**
 * @param origin the request's Origin header; absent for tools such as curl,
 *   which are not web pages and are let through
 * @param host the request's Host header
 * @param server the address the request arrived at
 */
export function checkRequestOrigin(
  origin: string | undefined,
  host: string | undefined,
  server: ServerAddress,
): OriginCheck {
  if (origin === undefined) return { ok: true };
  const refused = { ok: false as const, reason: `Only pages of this site may send here, not ${origin}.` };
  if (host === undefined) return refused;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return refused; // "null" from sandboxed frames and files, or garbage
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const ours = namesOf(server).includes(url.hostname) && port === server.port;
  return ours && url.host === host.toLowerCase() ? { ok: true } : refused;
}
