/**
 * The local outbox: where the forms send on a computer with no e-mail account
 * (`npm start`, the dev server, the browser tests). It stores each accepted
 * message as a JSON file (outbox/, git-ignored) and prints one line. Node
 * only; mounted by scripts/serve.ts --outbox and, under `astro dev` without
 * keys, by outboxIntegration(). Never deploy it.
 *
 * It takes only POST OUTBOX_PATH from pages of this site, only the fields the
 * forms send (anything else is refused before it is stored or printed), and
 * at most OUTBOX_CAPS: past them it refuses and keeps every message it has.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { z } from 'astro/zod';
import { translatedLocales } from '../../i18n/locales.ts';
import { MESSAGE_MAX_CHARACTERS } from './fields.ts';

export const OUTBOX_PATH = '/__outbox/messages'; // also in send-message.ts, which must not load zod or node:
/** Far above what anyone testing sends, far below a full disk: uncapped, 500 messages grew outbox/ by 116 MB in 1.3 s. */
export const OUTBOX_CAPS = { folderBytes: 50 * 1024 * 1024, messagesPerMinute: 30 } as const;
// The longest message the forms compose (the text plus the volunteer's lines); the body at most 256 KB.
export const OUTBOX_LIMITS = { name: 500, email: 320, message: MESSAGE_MAX_CHARACTERS + 1_000 } as const;
const MAX_BODY_BYTES = 256 * 1024;

const text = (max: number) =>
  z.string().max(max, { error: 'is too long' }).regex(/\S/u, { error: 'must not be empty' });
export const outboxRequestSchema = z.strictObject({
  form: z.enum(['contact', 'volunteer']),
  params: z.strictObject({
    to_name: text(OUTBOX_LIMITS.name),
    to_email: text(OUTBOX_LIMITS.email), // the form checks the address; here only its size
    from_name: text(OUTBOX_LIMITS.name),
    message: text(OUTBOX_LIMITS.message),
    language: z.enum(translatedLocales).optional(),
  }),
});
export type OutboxRequest = z.infer<typeof outboxRequestSchema>;

/**
 * Names and addresses come from whoever posts: control characters, line
 * separators and bidi overrides are printed escaped, so none can clear the
 * terminal, forge a second "outbox:" line or reorder text on screen.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

export function escapeControlCharacters(value: string): string {
  return value.replace(UNSAFE_FOR_TERMINAL, (character) => {
    const named = ({ '\n': '\\n', '\r': '\\r', '\t': '\\t' } as Record<string, string>)[character];
    const code = character.charCodeAt(0);
    return (
      named ??
      (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
    );
  });
}

/**
 * Only the site's own pages may post. The page's Origin must be the address
 * the request came to (Host), and that the address the server listens on: a
 * name of anyone's pointed at this machine (DNS rebinding) is refused. No
 * Origin (curl) is let through. No CORS headers are ever sent.
 */
export function isOwnOrigin(
  origin: string | undefined,
  host: string | undefined,
  server: { address: string; port: number },
): boolean {
  if (origin === undefined) return true;
  if (host === undefined || !URL.canParse(origin)) return false; // "null" from sandboxed frames and files
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const ip = server.address.replace(/^::ffff:(?=\d+\.)/u, ''); // IPv4 on a dual-stack socket
  const names = [
    ip.includes(':') ? `[${ip}]` : ip,
    ...(ip === '::1' || ip.startsWith('127.') ? ['localhost'] : []),
  ];
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return names.includes(url.hostname) && port === server.port && url.host === host.toLowerCase();
}

async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => []);
  // Counted at each message, so messages moved away make room at once; one moved meanwhile weighs nothing.
  const sizes = await Promise.all(
    names.map((name) =>
      stat(join(dir, name)).then(
        (s) => (s.isFile() ? s.size : 0),
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

type Answer = [status: number, text: string, headers?: Record<string, string>];

export function createOutbox({ dir, log = console.log }: { dir: string; log?: (line: string) => void }) {
  const storedAt: number[] = []; // when each message of the last minute was stored, oldest first

  async function handle(req: IncomingMessage): Promise<Answer | 'gone'> {
    if (
      !isOwnOrigin(req.headers.origin, req.headers.host, {
        address: req.socket.localAddress ?? '',
        port: req.socket.localPort ?? 0,
      })
    ) {
      return [403, `Only pages of this site may send here, not ${req.headers.origin}.`];
    }
    if (req.method !== 'POST') return [405, 'Only POST is allowed here.', { Allow: 'POST' }];
    if ((req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/json') {
      return [400, 'The Content-Type must be application/json.'];
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) return [413, 'The request body is too large.', { Connection: 'close' }];
        chunks.push(chunk);
      }
    } catch {
      log('outbox: a request ended before its body arrived; nothing was stored');
      return 'gone'; // no one is left to answer, and half a message is not a message
    }
    let data: unknown;
    try {
      data = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return [400, 'The request body is not valid JSON.'];
    }
    const check = outboxRequestSchema.safeParse(data);
    if (!check.success) {
      const issues = check.error.issues.slice(0, 3);
      const reason = issues
        .map((issue) => `${issue.path.join('.') || 'The request body'}: ${issue.message}`)
        .join('; ');
      // A text over the limit will never go: 413, so the form asks to shorten it rather than try later.
      return [issues.some((issue) => issue.code === 'too_big') ? 413 : 400, reason];
    }
    const request = check.data;
    const receivedAt = new Date();
    const stored = `${JSON.stringify({ received_at: receivedAt.toISOString(), ...request }, null, 2)}\n`;
    // Messages arriving together all see the folder before any is written, so they may pass its cap by a few.
    const weight = await folderBytes(dir);
    const now = Date.now(); // no await from here to the count, so the rate cap is exact
    while (storedAt[0] !== undefined && storedAt[0] <= now - 60_000) storedAt.shift();
    if (storedAt.length >= OUTBOX_CAPS.messagesPerMinute) {
      const wait = String(Math.ceil(((storedAt[0] ?? now) + 60_000 - now) / 1000));
      const text = `The outbox takes at most ${OUTBOX_CAPS.messagesPerMinute} messages a minute: try again in a minute.`;
      return [429, text, { 'Retry-After': wait }];
    }
    if (weight + Buffer.byteLength(stored) > OUTBOX_CAPS.folderBytes) {
      return [
        507,
        `The outbox folder holds ${OUTBOX_CAPS.folderBytes / 1024 / 1024} MB of messages, its limit: move or delete some of them to receive more.`,
      ];
    }
    storedAt.push(now);
    const file = join(
      dir,
      `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${request.form}-${randomBytes(3).toString('hex')}.json`,
    );
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(file, stored, 'utf8');
    } catch (error) {
      log(`outbox: could not store a message in ${dir}: ${String(error)}`);
      return [500, 'The outbox could not store the message.'];
    }
    const { from_name, to_email, message } = request.params;
    const where = relative(process.cwd(), file) || file;
    log(
      `outbox: ${request.form} message from ${escapeControlCharacters(`${from_name} <${to_email}>`)}, ${[...message].length} characters, stored in ${escapeControlCharacters(where)}`,
    );
    return [200, 'OK'];
  }

  /** Answers a request for OUTBOX_PATH and says true; false for any other path. */
  return async function handleOutboxRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (new URL(req.url ?? '/', 'http://outbox.invalid').pathname !== OUTBOX_PATH) return false;
    const answer = await handle(req);
    if (answer === 'gone') return (res.destroy(), true);
    const [status, text, headers = {}] = answer;
    if (status === 429 || status === 507) log(`outbox: refused a message: ${text}`);
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(text);
    if (!req.readableEnded) req.resume();
    return true;
  };
}
export type OutboxHandler = ReturnType<typeof createOutbox>;

/** Under `astro dev` with no e-mail key set, the outbox answers beside the site (send-message.ts sends there). */
export function outboxIntegration(): AstroIntegration {
  return {
    name: 'school-site:dev-outbox',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        if (process.env.PUBLIC_EMAIL_PUBLIC_KEY || server.config.env.PUBLIC_EMAIL_PUBLIC_KEY) return;
        const outbox = createOutbox({
          dir: resolve(server.config.root, 'outbox'),
          log: (line) => logger.info(line),
        });
        logger.info('No e-mail keys set: the forms send to the local outbox, stored in outbox/.');
        server.middlewares.use(
          (req, res, next) => void outbox(req, res).then((handled) => handled || next(), next),
        );
      },
    },
  };
}
