/**
 * The local outbox: where the forms send on a computer with no e-mail
 * account (`npm start`, the dev server and the browser tests). Instead of
 * mailing, it stores each accepted message as a JSON file (outbox/ by
 * default, git-ignored) and prints one line about it.
 *
 * It answers one small endpoint of its own (POST OUTBOX_PATH with the form's
 * name and the template parameters, see src/lib/email/local-outbox/request.ts),
 * only for pages of the same site, up to OUTBOX_CAPS (messages a minute, the
 * folder's size: past them it refuses, and keeps every message it has), and
 * stores nothing a client chose beyond those fields: the time is the server's.
 *
 * It is mounted by scripts/serve.ts (--outbox) and, in development, by the
 * integration in src/integrations/email-config.ts. Never deploy it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { outboxLogLine } from '../src/lib/email/local-outbox/log-line.ts';
import { checkRequestOrigin } from '../src/lib/email/local-outbox/origin.ts';
import {
  OUTBOX_PATH,
  checkOutboxRequest,
  isJsonContentType,
  type OutboxRequest,
} from '../src/lib/email/local-outbox/request.ts';

export { OUTBOX_PATH };

// Far above any real message (a 10,000-character message in Gujarati is
// about 30 KB as UTF-8), small enough that a runaway request cannot fill the disk.
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Far above what anyone testing the forms sends, far below what fills a
 * disk: with no cap, 500 messages of 240 KB grew outbox/ by 116 MB in 1.3 s.
 */
export const OUTBOX_CAPS = { folderBytes: 50 * 1024 * 1024, messagesPerMinute: 30 } as const;

export interface OutboxOptions {
  /** Folder for the stored messages; created when the first one arrives. */
  dir: string;
  log?: (line: string) => void;
}

export type OutboxHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

class BodyTooLarge extends Error {}

interface Refusal {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

function answer(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function fileNameFor(request: OutboxRequest, receivedAt: Date): string {
  const stamp = receivedAt.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${request.form}-${randomBytes(3).toString('hex')}.json`;
}

/** The checks before the body is read; an answer when the request is refused. */
function refusal(req: IncomingMessage): Refusal | null {
  const { localAddress = '', localPort = 0 } = req.socket;
  const origin = checkRequestOrigin(req.headers.origin, req.headers.host, {
    address: localAddress,
    port: localPort,
  });
  if (!origin.ok) return { status: 403, text: origin.reason };
  if (req.method !== 'POST') {
    return { status: 405, text: 'Only POST is allowed here.', headers: { Allow: 'POST' } };
  }
  if (!isJsonContentType(req.headers['content-type'])) {
    return { status: 400, text: 'The Content-Type must be application/json.' };
  }
  return null;
}

/** What the folder's messages weigh now: counted at each message, so messages moved away make room at once. */
async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(dir, entry.name));
  // A file moved away meanwhile weighs nothing.
  const sizes = await Promise.all(
    files.map((file) =>
      stat(file).then(
        ({ size }) => size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export function createOutbox(options: OutboxOptions): OutboxHandler {
  const log = options.log ?? ((line: string) => console.log(line));
  /** When each message of the last minute was stored, oldest first. */
  const storedAt: number[] = [];

  /** A refusal when a message of `bytes` would pass a cap; otherwise counts it as stored. */
  async function overCap(bytes: number): Promise<Refusal | null> {
    // Messages arriving together all see the folder before any of them is
    // written, so they may pass its cap by a few (the rate cap bounds how many).
    const weight = await folderBytes(options.dir);
    // No await from here to the count, so the rate cap is exact.
    const now = Date.now();
    while (storedAt[0] !== undefined && storedAt[0] <= now - 60_000) storedAt.shift();
    if (storedAt.length >= OUTBOX_CAPS.messagesPerMinute) {
      const wait = Math.ceil(((storedAt[0] ?? now) + 60_000 - now) / 1000);
      return {
        status: 429,
        text: `The outbox takes at most ${OUTBOX_CAPS.messagesPerMinute} messages a minute: try again in a minute.`,
        headers: { 'Retry-After': String(wait) },
      };
    }
    if (weight + bytes > OUTBOX_CAPS.folderBytes) {
      return {
        status: 507,
        text: `The outbox folder holds ${OUTBOX_CAPS.folderBytes / 1024 / 1024} MB of messages, its limit: move or delete some of them to receive more.`,
      };
    }
    storedAt.push(now);
    return null;
  }

  return async function handleOutboxRequest(req, res) {
    const path = new URL(req.url ?? '/', 'http://outbox.invalid').pathname;
    if (path !== OUTBOX_PATH) return false;

    const refused = refusal(req);
    if (refused !== null) {
      answer(res, refused.status, refused.text, refused.headers);
      req.resume();
      return true;
    }

    let rawBody: string;
    try {
      rawBody = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        answer(res, 413, 'The request body is too large.', { Connection: 'close' });
        req.resume();
      } else {
        // The client closed the connection before the whole body came: there
        // is no one left to answer, and half a message is not a message.
        log('outbox: a request ended before its body arrived; nothing was stored');
        res.destroy();
      }
      return true;
    }

    const check = checkOutboxRequest(rawBody);
    if (!check.ok) {
      answer(res, 400, check.reason);
      return true;
    }

    const receivedAt = new Date();
    const file = join(options.dir, fileNameFor(check.request, receivedAt));
    // Only the checked fields, and the time as this server saw it.
    const stored = `${JSON.stringify({ received_at: receivedAt.toISOString(), ...check.request }, null, 2)}\n`;
    const capped = await overCap(Buffer.byteLength(stored));
    if (capped !== null) {
      log(`outbox: refused a message: ${capped.text}`);
      answer(res, capped.status, capped.text, capped.headers);
      return true;
    }
    try {
      await mkdir(options.dir, { recursive: true });
      await writeFile(file, stored, 'utf8');
    } catch (error) {
      log(`outbox: could not store a message in ${options.dir}: ${String(error)}`);
      answer(res, 500, 'The outbox could not store the message.');
      return true;
    }
    log(outboxLogLine(check.request, relative(process.cwd(), file) || file));
    answer(res, 200, 'OK');
    return true;
  };
}
