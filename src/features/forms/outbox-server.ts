// The local outbox, never deployed: the e-mail service's API for `npm start`, `npm run dev` and the browser
// tests, so the forms send with no account. It takes what @emailjs/browser posts (only the forms' fields, from
// this site's pages, at most OUTBOX_CAPS), stores each message in outbox/ as a JSON file and logs one line.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { z } from 'astro/zod';
import { translatedLocales } from '../../i18n/locales.ts';
import { MESSAGE_MAX_CHARACTERS } from './form-fields.ts';

/** Far above what anyone testing sends, far below a full disk: uncapped, 500 messages grew outbox/ by 116 MB in 1.3 s. */
export const OUTBOX_CAPS = { folderBytes: 50 * 1024 * 1024, messagesPerMinute: 30 } as const;
const MAX_BODY_BYTES = 256 * 1024;

const text = (max: number) =>
  z.string().max(max, { error: 'is too long' }).regex(/\S/u, { error: 'must not be empty' });
/** Where @emailjs/browser posts a message, under the service's origin (here the page's own). */
export const EMAIL_API_PATH = '/api/v1.0/email/send';
export const outboxRequestSchema = z.strictObject({
  lib_version: z.string().max(20).optional(),
  user_id: text(200),
  service_id: text(200),
  template_id: z.enum(['contact', 'volunteer']), // an outbox build's template IDs (.env.outbox): the form's name
  template_params: z.strictObject({
    to_name: text(500),
    to_email: text(320), // the form checks the address; here only its size
    from_name: text(500),
    message: text(MESSAGE_MAX_CHARACTERS + 1_000), // the text plus the volunteer's lines
    language: z.enum(translatedLocales).optional(),
  }),
});

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
/** Names come from whoever posts: escaped, none can clear the terminal, forge an "outbox:" line or reorder text. */
export const escapeControlCharacters = (value: string) =>
  value.replace(UNSAFE_FOR_TERMINAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Only the site's own pages may post: Origin must be Host and an address the server listens on (no DNS rebinding). */
export function isOwnOrigin(origin?: string, host?: string, server = { address: '', port: 0 }): boolean {
  if (origin === undefined) return true;
  const url = URL.parse(origin); // null for "null", from sandboxed frames and files
  if (!url || !/^https?:$/u.test(url.protocol)) return false;
  const ip = server.address.replace(/^::ffff:(?=\d+\.)/u, ''); // IPv4 on a dual-stack socket
  const names = [ip.includes(':') ? `[${ip}]` : ip, ...(/^(::1$|127\.)/u.test(ip) ? ['localhost'] : [])];
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return names.includes(url.hostname) && port === server.port && url.host === host?.toLowerCase();
}

/** Counted at each message, so messages moved away make room at once. */
async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => []);
  const sizes = await Promise.all(names.map((name) => stat(join(dir, name)).catch(() => null)));
  return sizes.reduce((sum, file) => sum + (file?.isFile() ? file.size : 0), 0);
}

type Answer = [status: number, text: string, headers?: Record<string, string>];

export function createOutbox({ dir, log = console.log }: { dir: string; log?: (line: string) => void }) {
  const storedAt: number[] = []; // when each message of the last minute was stored, oldest first

  async function handle(req: IncomingMessage): Promise<Answer> {
    const server = { address: req.socket.localAddress ?? '', port: req.socket.localPort ?? 0 };
    if (!isOwnOrigin(req.headers.origin, req.headers.host, server))
      return [403, `Only pages of this site may send here, not ${req.headers.origin}.`];
    if (req.method !== 'POST') return [405, 'Only POST is allowed here.', { Allow: 'POST' }];
    if (!/^application\/json\s*(;|$)/iu.test(req.headers['content-type'] ?? ''))
      return [400, 'The Content-Type must be application/json.'];
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        if ((size += chunk.length) > MAX_BODY_BYTES)
          return [413, 'The request body is too large.', { Connection: 'close' }];
      }
    } catch {
      log('outbox: a request ended before its body arrived; nothing was stored');
      return [400, 'The request ended before its body arrived.']; // half a message is not a message
    }
    const body: unknown = await new Response(Buffer.concat(chunks)).json().catch(() => undefined);
    if (body === undefined) return [400, 'The request body is not valid JSON.'];
    const check = outboxRequestSchema.safeParse(body);
    if (!check.success) {
      const issues = check.error.issues.slice(0, 3);
      const reason = issues.map((issue) => `${issue.path.join('.') || 'The request body'}: ${issue.message}`);
      // A text over the limit will never go: 413, so the form asks to shorten it rather than try later.
      return [issues.some((issue) => issue.code === 'too_big') ? 413 : 400, reason.join('; ')];
    }
    const { template_id: form, template_params: params } = check.data;
    const receivedAt = new Date();
    const stored = `${JSON.stringify({ received_at: receivedAt.toISOString(), form, params }, null, 2)}\n`;
    // Messages arriving together all see the folder before any is written, so they may pass its cap by a few.
    const weight = await folderBytes(dir);
    const now = Date.now(); // no await from here to the count, so the rate cap is exact
    while (storedAt[0] !== undefined && storedAt[0] <= now - 60_000) storedAt.shift();
    if (storedAt.length >= OUTBOX_CAPS.messagesPerMinute) {
      const wait = String(Math.ceil(((storedAt[0] ?? now) + 60_000 - now) / 1000));
      const text = `The outbox takes at most ${OUTBOX_CAPS.messagesPerMinute} messages a minute: try again in a minute.`;
      return [429, text, { 'Retry-After': wait }];
    }
    if (weight + Buffer.byteLength(stored) > OUTBOX_CAPS.folderBytes)
      return [507, 'The outbox folder holds its limit of 50 MB: move or delete messages to receive more.'];
    storedAt.push(now);
    const name = `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${form}-${randomBytes(3).toString('hex')}.json`;
    const file = join(dir, name);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(file, stored, 'utf8');
    } catch (error) {
      log(`outbox: could not store a message in ${dir}: ${String(error)}`);
      return [500, 'The outbox could not store the message.'];
    }
    const from = escapeControlCharacters(`${params.from_name} <${params.to_email}>`);
    const where = escapeControlCharacters(relative(process.cwd(), file) || file);
    log(`outbox: ${form} message from ${from}, ${[...params.message].length} characters, stored in ${where}`);
    return [200, 'OK'];
  }

  /** Answers a request for EMAIL_API_PATH and says true; false for any other path. */
  return async function handleOutboxRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (new URL(req.url ?? '/', 'http://outbox.invalid').pathname !== EMAIL_API_PATH) return false;
    const [status, text, headers = {}] = await handle(req);
    if (status === 429 || status === 507) log(`outbox: refused a message: ${text}`);
    const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };
    res.writeHead(status, { ...plain, ...headers }).end(text);
    if (!req.readableEnded) req.resume();
    return true;
  };
}

/** Under `astro dev --mode outbox` (npm run dev) the outbox answers beside the site (send-message.ts sends there). */
export function outboxIntegration(): AstroIntegration {
  return {
    name: 'school-site:dev-outbox',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        if (server.config.mode !== 'outbox') return;
        const log = (line: string) => logger.info(line);
        const outbox = createOutbox({ dir: resolve(server.config.root, 'outbox'), log });
        logger.info('The forms send to the local outbox, stored in outbox/.');
        server.middlewares.use(
          (req, res, next) => void outbox(req, res).then((done) => done || next(), next),
        );
      },
    },
  };
}
