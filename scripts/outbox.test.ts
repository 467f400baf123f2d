import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEND_PATH, createOutbox } from './outbox.ts';

const body = {
  lib_version: '4.4.1',
  user_id: 'outbox-public-key',
  service_id: 'outbox-service',
  template_id: 'contact-template',
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

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  dir = join(root, 'outbox');
  const outbox = createOutbox({ dir, log: (line) => logLines.push(line) });
  server = createServer((req, res) => {
    void outbox(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end('not the outbox');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(join(dir, '..'), { recursive: true, force: true });
});

beforeEach(async () => {
  logLines.length = 0;
  await rm(dir, { recursive: true, force: true });
});

function post(payload: string, contentType = 'application/json'): Promise<Response> {
  return fetch(baseUrl + SEND_PATH, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: payload,
  });
}

async function storedFiles(): Promise<string[]> {
  return readdir(dir).catch(() => []);
}

describe('the outbox', () => {
  it('answers 200 OK as text, stores the message as JSON and logs one line', async () => {
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');

    const files = await storedFiles();
    expect(files).toHaveLength(1);
    const stored: unknown = JSON.parse(await readFile(join(dir, files[0] ?? ''), 'utf8'));
    expect(stored).toEqual({ received_at: expect.any(String), ...body });

    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toContain('contact-template from આશા <asha@example.in>');
  });

  it('accepts the charset parameter the browser may add', async () => {
    expect((await post(JSON.stringify(body), 'application/json; charset=UTF-8')).status).toBe(200);
  });

  it.each([
    ['a form-encoded body', 'user_id=x', 'application/x-www-form-urlencoded', 'Content-Type'],
    ['broken JSON', '{"user_id":', 'application/json', 'not valid JSON'],
    [
      'no template parameters',
      JSON.stringify({ ...body, template_params: undefined }),
      'application/json',
      'template_params',
    ],
    ['no public key', JSON.stringify({ ...body, user_id: '' }), 'application/json', 'user_id'],
  ])('answers 400 with a reason for %s and stores nothing', async (_name, payload, type, reason) => {
    const response = await post(payload, type);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(reason);
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

  it('answers the CORS preflight', async () => {
    const response = await fetch(baseUrl + SEND_PATH, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses other methods on its path', async () => {
    const response = await fetch(baseUrl + SEND_PATH);
    expect(response.status).toBe(405);
  });

  it('leaves every other path to the site', async () => {
    const response = await fetch(`${baseUrl}/contact/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not the outbox');
  });
});
