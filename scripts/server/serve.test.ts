// What the local server promises, checked against the real scripts/serve.ts
// on a small site: it answers like the static hosts we deploy to (pretty
// URLs, the 404 page, the `_headers` rules, gzip), supports conditional and
// partial requests, and turns malformed requests away with one log line.
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, sendRaw } from '../../tests/support/server/http-client.ts';
import { startServe, type ServeChild } from '../../tests/support/server/serve-child.ts';
import { bigFileBytes, createTestSite, type TestSite } from '../../tests/support/server/test-site.ts';

let site: TestSite;
let server: ServeChild;
const get = (target: string, headers: Record<string, string> = {}) => send(server.port, target, { headers });
const titleOf = (body: Buffer) => /<title>([^<]*)<\/title>/.exec(body.toString())?.[1];

beforeAll(async () => {
  site = createTestSite();
  server = await startServe({ root: site.root });
});

afterAll(async () => {
  await server.stop();
  site.remove();
});

describe('pages and files', () => {
  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/about/', 'About'],
    ['/about?from=menu', 'About'],
    ['/%61bout', 'About'],
    ['/activite', 'Activities'],
    ['/activite/science/', 'Science'],
    ['/gu', 'Home in Gujarati'],
    ['/gu/', 'Home in Gujarati'],
    ['/gu/about', 'About in Gujarati'],
  ])('%s answers the %s page', async (target, title) => {
    const answer = await get(target);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(titleOf(answer.body)).toBe(title);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await send(server.port, '/about', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body.length).toBe(0);
  });

  it('refuses other methods', async () => {
    const answer = await send(server.port, '/about', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('compresses text for clients that accept gzip, and only text', async () => {
    const page = await get('/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toMatch(/Accept-Encoding/i);
    expect(titleOf(gunzipSync(page.body))).toBe('About');
    expect(page.body.length).toBeLessThan(1000);
    const plain = await get('/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const pdf = await get('/documents/newsletter.pdf', { 'Accept-Encoding': 'gzip' });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('the _headers rules', () => {
  it('apply to the path asked for, later rules winning', async () => {
    const about = await get('/about');
    expect(about.headers['x-content-type-options']).toBe('nosniff');
    expect(about.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(about.headers['x-page']).toBe('about');
    expect(about.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/_headers', '/_headers/', '/%5Fheaders'])('are never served themselves (%s)', async (target) => {
    const answer = await get(target);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('X-Content-Type-Options');
  });
});

describe('the 404 page', () => {
  it.each(['/nothing-here', '/_astro/missing.js', '/documents/gone.pdf', '/about.html.gz'])(
    '%s answers the NOT FOUND page with status 404, never cached long',
    async (target) => {
      const answer = await get(target, { 'Accept-Encoding': 'gzip' });
      expect(answer.status).toBe(404);
      expect(titleOf(gunzipSync(answer.body))).toBe('NOT FOUND');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('the Gujarati 404 page', () => {
  it.each(['/gu/nothing-here', '/gu/activite/no-such-activity', '/gu/about/more'])(
    '%s answers the Gujarati NOT FOUND page with status 404',
    async (target) => {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(titleOf(answer.body)).toBe('NOT FOUND in Gujarati');
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps the English one for every other address, even one that starts like the prefix', async () => {
    expect(titleOf((await get('/guide')).body)).toBe('NOT FOUND');
    expect(titleOf((await get('/en/about')).body)).toBe('NOT FOUND');
  });
});

describe('conditional and partial requests', () => {
  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/about');
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await get('/about', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves a byte range', async () => {
    const answer = await get('/documents/big.pdf', { Range: 'bytes=100-199' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 100-199/${bigFileBytes}`);
    expect(answer.body.length).toBe(100);
  });

  it('serves the last bytes of a file', async () => {
    const answer = await get('/documents/big.pdf', { Range: 'bytes=-10' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(
      `bytes ${bigFileBytes - 10}-${bigFileBytes - 1}/${bigFileBytes}`,
    );
    expect(answer.body.length).toBe(10);
  });

  it('says when a range lies beyond the end', async () => {
    const answer = await get('/documents/newsletter.pdf', { Range: `bytes=${bigFileBytes}-` });
    expect(answer.status).toBe(416);
  });

  it.each(['bytes=200-100', 'bytes=0-1,5-9', 'pages=1-2', 'bytes=x-y'])(
    'sends the whole file for a range it does not serve (%s)',
    async (range) => {
      const answer = await get('/documents/newsletter.pdf', { Range: range });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBe(300 * 1024);
    },
  );
});

describe('conditions the server must honour', () => {
  it('sends the whole file when If-Range names another version', async () => {
    const { headers } = await get('/documents/newsletter.pdf');
    const older = new Date(Date.parse(headers['last-modified'] ?? '') - 60_000).toUTCString();
    for (const ifRange of ['"another-version"', older]) {
      const answer = await get('/documents/newsletter.pdf', { Range: 'bytes=0-99', 'If-Range': ifRange });
      expect(answer.status, ifRange).toBe(200);
      expect(answer.body.length).toBe(300 * 1024);
    }
  });

  it('serves the range when If-Range names the version it has', async () => {
    const { headers } = await get('/documents/newsletter.pdf');
    const answer = await get('/documents/newsletter.pdf', {
      Range: 'bytes=0-99',
      'If-Range': headers['last-modified'] ?? '',
    });
    expect(answer.status).toBe(206);
    expect(answer.body.length).toBe(100);
  });

  it('answers 304 to If-Modified-Since alone when the file has not changed since', async () => {
    for (const [target, headers] of [
      ['/about', {}],
      ['/about', { 'Accept-Encoding': 'gzip' }],
      ['/documents/newsletter.pdf', {}],
    ] as const) {
      const first = await get(target, headers);
      const lastModified = first.headers['last-modified'] ?? '';
      const again = await get(target, { ...headers, 'If-Modified-Since': lastModified });
      expect(again.status, target).toBe(304);
      expect(again.body.length).toBe(0);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await get(target, { ...headers, 'If-Modified-Since': earlier })).status).toBe(200);
    }
  });

  it('lets If-None-Match decide when both are sent', async () => {
    const first = await get('/about');
    const answer = await get('/about', {
      'If-None-Match': 'W/"another-version"',
      'If-Modified-Since': first.headers['last-modified'] ?? '',
    });
    expect(answer.status).toBe(200);
  });
});

describe('malformed requests', () => {
  /** Lines the server printed while `action` ran (and a moment after). */
  async function logDuring(action: () => Promise<unknown>): Promise<string[]> {
    const before = server.output().length;
    await action();
    await new Promise((resolve) => setTimeout(resolve, 150));
    return server
      .output()
      .slice(before)
      .split('\n')
      .filter((line) => line !== '');
  }

  const malformedTargets = [
    '//',
    '//x:y@',
    '//x:y@/about',
    '/%',
    '/%E0%A4%A',
    '/../etc/passwd',
    '/activite/../../secret',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/about%00.html',
    `/${'a'.repeat(10_000)}`,
  ];

  it.each(
    malformedTargets.map((target) => [
      target.length > 50 ? `a ${target.length}-character path` : target,
      target,
    ]),
  )('%s answers 400 and logs one line', async (_name, target) => {
    let status = 0;
    const lines = await logDuring(async () => (status = (await get(target)).status));
    expect(status).toBe(400);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/^\s+at /);
  });

  it.each([
    ['a raw NUL byte in the target', 400, 'GET /about\0 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a target past the header size limit', 431, `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ])('%s answers %i and logs one line', async (_name, status, request) => {
    let reply = '';
    const lines = await logDuring(async () => (reply = await sendRaw(server.port, request)));
    expect(reply).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(lines).toHaveLength(1);
  });

  it('answers 404 for a file that vanished after the start', async () => {
    rmSync(join(site.root, 'documents/withdrawn.pdf'));
    expect((await get('/documents/withdrawn.pdf')).status).toBe(404);
  });

  it('still answers after all of them', async () => {
    expect(server.exited(), server.output()).toBe(false);
    expect((await get('/')).status).toBe(200);
  });
});

describe('a link to a missing file under the served folder', () => {
  it('does not stop the start: the server serves the rest and answers 404 there', async () => {
    const linked = createTestSite();
    symlinkSync(join(linked.root, 'no-such-file.pdf'), join(linked.root, 'documents/broken.pdf'));
    let other: ServeChild | undefined;
    try {
      other = await startServe({ root: linked.root });
      expect((await send(other.port, '/about')).status).toBe(200);
      expect((await send(other.port, '/documents/broken.pdf')).status).toBe(404);
    } finally {
      await other?.stop();
      linked.remove();
    }
  }, 30_000);
});
