import { mkdir, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendRaw } from '../../../tests/support/server/http-client.ts';
import { EMAIL_API_PATH, OUTBOX_CAPS, createOutbox } from './outbox-server.ts';

/** What @emailjs/browser posts for a contact message from an outbox build (.env.outbox). */
const body = {
  lib_version: '4.4.1',
  user_id: 'outbox',
  service_id: 'outbox',
  template_id: 'contact',
  template_params: {
    to_name: 'Navjyot School',
    to_email: 'asha@example.in',
    from_name: 'આશા',
    message: 'Message : નમસ્તે 🙏',
  },
};

let dir: string;
let server: Server;
let baseUrl: string;
const logLines: string[] = [];
// What each handled request ended with: true, false, or the error it threw.
const outcomes: unknown[] = [];

/** An outbox storing in `outboxDir`, alone on a server of its own on a free loopback port. */
async function serveOutbox(outboxDir: string): Promise<{ server: Server; baseUrl: string }> {
  const outbox = createOutbox({ dir: outboxDir, log: (line) => logLines.push(line) });
  const outboxServer = createServer((req, res) => {
    void outbox(req, res).then(
      (handled) => {
        outcomes.push(handled);
        if (!handled) res.writeHead(404).end('not the outbox');
      },
      (error: unknown) => outcomes.push(error),
    );
  });
  await new Promise<void>((resolve) => outboxServer.listen(0, '127.0.0.1', resolve));
  return {
    server: outboxServer,
    baseUrl: `http://127.0.0.1:${(outboxServer.address() as AddressInfo).port}`,
  };
}

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  dir = join(root, 'outbox');
  ({ server, baseUrl } = await serveOutbox(dir));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(join(dir, '..'), { recursive: true, force: true });
});

beforeEach(async () => {
  logLines.length = 0;
  outcomes.length = 0;
  await rm(dir, { recursive: true, force: true });
});

function post(payload: string, headers: Record<string, string> = {}, to = baseUrl): Promise<Response> {
  return fetch(to + EMAIL_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: to, ...headers },
    body: payload,
  });
}

async function storedFiles(): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

async function storedMessages(): Promise<unknown[]> {
  const files = await storedFiles();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown),
  );
}

describe('the outbox', () => {
  it('answers 200 OK as text, stores the fields with its own time and logs one line', async () => {
    const before = Date.now();
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');

    const [stored, ...others] = (await storedMessages()) as { received_at: string }[];
    expect(others).toEqual([]);
    expect(stored).toEqual({
      received_at: expect.any(String),
      form: 'contact',
      params: body.template_params,
    });
    expect(Date.parse(stored?.received_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toContain('contact message from આશા <asha@example.in>');
  });

  it('accepts a request without Origin (curl) and the charset the browser may add', async () => {
    const response = await fetch(baseUrl + EMAIL_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  });

  const nested = '['.repeat(100_000) + ']'.repeat(100_000);
  it.each([
    [
      'a form-encoded body',
      'form=contact',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'Content-Type',
    ],
    ['a text/plain body', JSON.stringify(body), { 'Content-Type': 'text/plain' }, 'Content-Type'],
    ['broken JSON', '{"form":', {}, 'not valid JSON'],
    ['a JSON array', '[]', {}, 'expected object'],
    [
      'a client-chosen received_at',
      JSON.stringify({ ...body, received_at: '1999-01-01T00:00:00Z' }),
      {},
      'received_at',
    ],
    ['an unknown field', JSON.stringify({ ...body, cc_email: 'x@y.in' }), {}, 'cc_email'],
    [
      'an unknown template value',
      JSON.stringify({ ...body, template_params: { ...body.template_params, cc: 'x' } }),
      {},
      'cc',
    ],
    [
      '100,000 nested arrays in an extra field',
      JSON.stringify({ ...body, extra: 0 }).replace('"extra":0', `"extra":${nested}`),
      {},
      'extra',
    ],
    [
      '100,000 nested arrays as the message',
      JSON.stringify({ ...body, template_params: { ...body.template_params, message: 0 } }).replace(
        ':0}',
        `:${nested}}`,
      ),
      {},
      'template_params.message',
    ],
    ['an unknown template', JSON.stringify({ ...body, template_id: 'newsletter' }), {}, 'template_id'],
    ['no template values', JSON.stringify({ ...body, template_params: undefined }), {}, 'template_params'],
    [
      'an empty address',
      JSON.stringify({ ...body, template_params: { ...body.template_params, to_email: ' ' } }),
      {},
      'template_params.to_email',
    ],
    [
      'a number as the name',
      JSON.stringify({ ...body, template_params: { ...body.template_params, from_name: 1 } }),
      {},
      'template_params.from_name',
    ],
  ])('answers 400 with a reason for %s and stores nothing', async (_name, payload, headers, reason) => {
    const response = await post(payload, headers);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(reason);
    expect(await storedFiles()).toEqual([]);
    expect(logLines).toEqual([]);
  });

  it('answers 413 (too long: shorten it, do not try later) for a 60,000-character message and stores nothing', async () => {
    const response = await post(
      JSON.stringify({ ...body, template_params: { ...body.template_params, message: 'x'.repeat(60_000) } }),
      {},
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('template_params.message');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body that is too large', async () => {
    const huge = JSON.stringify({
      ...body,
      template_params: { ...body.template_params, message: 'x'.repeat(300_000) },
    });
    const response = await post(huge);
    expect(response.status).toBe(413);
    expect(await storedFiles()).toEqual([]);
  });

  it('prints control characters in names escaped, so a name cannot clear the screen or forge a line', async () => {
    const from_name = 'Asha\u001b[2J\u001b[H\noutbox: contact message from Forged <x@y.in>\r\u202e';
    expect(
      (await post(JSON.stringify({ ...body, template_params: { ...body.template_params, from_name } })))
        .status,
    ).toBe(200);
    expect(logLines).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(logLines[0]).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/u);
    expect(logLines[0]).toContain(
      'Asha\\u001b[2J\\u001b[H\\u000aoutbox: contact message from Forged <x@y.in>\\u000d\\u202e',
    );
    // The file keeps the name exactly as sent.
    expect(await storedMessages()).toMatchObject([{ params: { from_name } }]);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port of this machine', 'http://127.0.0.1:1'],
    ['a sandboxed frame', 'null'],
  ])('refuses %s with 403, without CORS headers, and stores nothing', async (_name, origin) => {
    const response = await post(JSON.stringify(body), { Origin: origin });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a name that merely points at this machine, even when Host says the same (DNS rebinding)', async () => {
    const { port } = server.address() as AddressInfo;
    const payload = JSON.stringify(body);
    const reply = await sendRaw(
      port,
      `POST ${EMAIL_API_PATH} HTTP/1.1\r\nHost: evil.example:${port}\r\nOrigin: http://evil.example:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Connection: close\r\n\r\n${payload}`,
    );
    expect(reply).toMatch(/^HTTP\/1.1 403 /);
    expect(await storedFiles()).toEqual([]);
  });

  it('tells browsers never to read its answers as anything but what they say they are', async () => {
    const answers = await Promise.all([
      post(JSON.stringify(body)),
      post('{"form":'),
      post(JSON.stringify(body), { Origin: 'https://evil.example' }),
      fetch(baseUrl + EMAIL_API_PATH),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 403, 405]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers no CORS headers to its own pages either (same origin needs none)', async () => {
    const response = await post(JSON.stringify(body));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight from another site with 403 and no CORS headers', async () => {
    const response = await fetch(baseUrl + EMAIL_API_PATH, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stores nothing and throws nothing when the connection closes half-way through the body', async () => {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end(
          `POST ${EMAIL_API_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            'Content-Length: 500\r\n\r\n{"form":"contact",',
        );
      });
      socket.on('close', () => resolve());
      socket.resume();
    });
    await expect.poll(() => outcomes.length).toBe(1);
    expect(outcomes).toEqual([true]);
    expect(await storedFiles()).toEqual([]);
    expect(logLines).toEqual(['outbox: a request ended before its body arrived; nothing was stored']);
  });

  it('refuses other methods on its path', async () => {
    const response = await fetch(baseUrl + EMAIL_API_PATH);
    expect(response.status).toBe(405);
  });

  it('leaves every other path to the site, its own former one included', async () => {
    for (const path of ['/__outbox/messages', '/api/v1.0/email/sendForm', '/contact/']) {
      const response = await fetch(baseUrl + path, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('not the outbox');
    }
  });
});

describe('the outbox caps', () => {
  // Each test has an outbox of its own, so the messages of the others do not count.
  let capped: { server: Server; baseUrl: string };
  let cappedDir: string;
  beforeEach(async () => {
    cappedDir = join(await mkdtemp(join(tmpdir(), 'outbox-caps-')), 'outbox');
    capped = await serveOutbox(cappedDir);
  });
  afterEach(async () => {
    await new Promise((resolve) => capped.server.close(resolve));
    await rm(join(cappedDir, '..'), { recursive: true, force: true });
  });

  it(`takes ${OUTBOX_CAPS.messagesPerMinute} messages a minute, then refuses with 429 and one sentence, keeping them all`, async () => {
    const sent = OUTBOX_CAPS.messagesPerMinute + 5;
    const answers = await Promise.all(
      Array.from({ length: sent }, () => post(JSON.stringify(body), {}, capped.baseUrl)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(OUTBOX_CAPS.messagesPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused?.text()).toMatch(/^[^.]*minute[^.]*\.$/);
    expect(await readdir(cappedDir)).toHaveLength(OUTBOX_CAPS.messagesPerMinute);
  });

  it('refuses with 507 and one sentence once its folder holds its limit, keeping what it holds', async () => {
    await mkdir(cappedDir, { recursive: true });
    const earlier = join(cappedDir, 'earlier.json');
    await writeFile(earlier, '{}');
    // A sparse file: its size counts, no disk is used.
    await truncate(earlier, OUTBOX_CAPS.folderBytes - 100);
    const answer = await post(JSON.stringify(body), {}, capped.baseUrl);
    expect(answer.status).toBe(507);
    expect(await answer.text()).toMatch(/^[^.]*outbox[^.]*\.$/);
    expect(await readdir(cappedDir)).toEqual(['earlier.json']);
    // Room again once someone moves the messages away.
    await rm(earlier);
    expect((await post(JSON.stringify(body), {}, capped.baseUrl)).status).toBe(200);
  });
});
