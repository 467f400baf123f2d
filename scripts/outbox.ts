/**
 * The local outbox: a stand-in for the e-mail service, so the forms work on
 * a computer with no e-mail account (`npm start`, the dev server and the
 * end-to-end tests). It answers the one call the forms make, with the same
 * checks and the same kind of answers as the service, and instead of
 * mailing it stores each accepted message as a JSON file (outbox/ by
 * default, git-ignored) and prints one line about it.
 *
 * It is mounted by scripts/serve.ts (--outbox) and, in development, by the
 * integration in src/integrations/email-config.ts. Never deploy it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkSendRequest, isJsonContentType, type SendRequestBody } from '../src/lib/email/check-request.ts';

export const SEND_PATH = '/api/v1.0/email/send';

// Far above any real message (a 10,000-character message in Gujarati is
// about 30 KB as UTF-8), small enough that a runaway request cannot fill the disk.
const MAX_BODY_BYTES = 256 * 1024;

export interface OutboxOptions {
  /** Folder for the stored messages; created when the first one arrives. */
  dir: string;
  log?: (line: string) => void;
}

export type OutboxHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

class BodyTooLarge extends Error {}

function answer(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    // The service answers any origin; so does its stand-in.
    'Access-Control-Allow-Origin': '*',
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

function fileNameFor(body: SendRequestBody, receivedAt: Date): string {
  const stamp = receivedAt.toISOString().replace(/[:.]/g, '-');
  const template = body.template_id.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 40);
  return `${stamp}-${template}-${randomBytes(3).toString('hex')}.json`;
}

function summaryLine(body: SendRequestBody, path: string): string {
  const { from_name, to_email, message } = body.template_params;
  const length = [...message].length;
  return `outbox: ${body.template_id} from ${from_name} <${to_email}>, ${length} characters, stored in ${path}`;
}

export function createOutbox(options: OutboxOptions): OutboxHandler {
  const log = options.log ?? ((line: string) => console.log(line));

  return async function handleOutboxRequest(req, res) {
    const path = new URL(req.url ?? '/', 'http://outbox.invalid').pathname;
    if (path !== SEND_PATH) return false;

    if (req.method === 'OPTIONS') {
      answer(res, 204, '', {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      return true;
    }
    if (req.method !== 'POST') {
      answer(res, 405, 'Only POST is allowed here.', { Allow: 'POST, OPTIONS' });
      return true;
    }
    if (!isJsonContentType(req.headers['content-type'])) {
      answer(res, 400, 'The Content-Type must be application/json.');
      return true;
    }

    let rawBody: string;
    try {
      rawBody = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        answer(res, 413, 'The request body is too large.', { Connection: 'close' });
        req.resume();
        return true;
      }
      throw error;
    }

    const check = checkSendRequest(rawBody);
    if (!check.ok) {
      answer(res, 400, check.reason);
      return true;
    }

    const receivedAt = new Date();
    const file = join(options.dir, fileNameFor(check.body, receivedAt));
    try {
      await mkdir(options.dir, { recursive: true });
      const stored = { received_at: receivedAt.toISOString(), ...check.body };
      await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, 'utf8');
    } catch (error) {
      log(`outbox: could not store a message in ${options.dir}: ${String(error)}`);
      answer(res, 500, 'The outbox could not store the message.');
      return true;
    }
    log(summaryLine(check.body, relative(process.cwd(), file) || file));
    answer(res, 200, 'OK');
    return true;
  };
}
