// The local server once leaked a file descriptor for every download a
// client ended early (and for many that it closed right after the last
// byte); at the process's open-file limit the next file open failed with
// an unhandled error and the server exited. This reproduces it the way it
// was reported: the real server under `ulimit -n 60`, dozens of downloads
// of a large file cut short.
import { readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServe, type ServeChild } from '../../tests/support/server/serve-child.ts';
import { createTestSite, type TestSite } from '../../tests/support/server/test-site.ts';

const downloads = 50;

/**
 * Asks for a file over a raw socket and hangs up as soon as `enough` of the
 * body has arrived, without waiting for the server to finish.
 */
function download(port: number, path: string, enough: (bodyBytes: number, length: number) => boolean) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    });
    let head = '';
    let length = -1;
    let bodyBytes = 0;
    socket.on('data', (chunk: Buffer) => {
      if (length < 0) {
        head += chunk.toString('latin1');
        const headerEnd = head.indexOf('\r\n\r\n');
        if (headerEnd < 0) return;
        length = Number(/content-length: *(\d+)/i.exec(head.slice(0, headerEnd))?.[1] ?? 0);
        bodyBytes = head.length - headerEnd - 4;
      } else {
        bodyBytes += chunk.length;
      }
      if (enough(bodyBytes, length)) socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => resolve());
  });
}

const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

async function answersHome(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/`);
  await response.arrayBuffer();
  return response.status;
}

describe.runIf(process.platform === 'linux')('a server under a low open-file limit', () => {
  let site: TestSite;
  let server: ServeChild;

  // A fresh server for each test, so that each shows its own leak.
  beforeEach(async () => {
    site = createTestSite();
    server = await startServe({ root: site.root, openFileLimit: 60 });
  });

  afterEach(async () => {
    await server.stop();
    site.remove();
  });

  it('survives downloads cut short, holding no file open for them', async () => {
    const before = openDescriptors(server.pid);
    for (let i = 0; i < downloads; i += 1) {
      await download(server.port, '/documents/big.pdf', (bodyBytes) => bodyBytes > 64 * 1024);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.exited(), server.output()).toBe(false);
    expect(await answersHome(server.port)).toBe(200);
    expect(openDescriptors(server.pid)).toBeLessThanOrEqual(before + 2);
  }, 60_000);

  it('survives clients that close right after the last byte', async () => {
    const before = openDescriptors(server.pid);
    for (let i = 0; i < downloads; i += 1) {
      // A file of a few hundred KB: before the fix, about a third of these leaked.
      await download(server.port, '/documents/newsletter.pdf', (bodyBytes, length) => bodyBytes >= length);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.exited(), server.output()).toBe(false);
    expect(await answersHome(server.port)).toBe(200);
    expect(openDescriptors(server.pid)).toBeLessThanOrEqual(before + 2);
  }, 60_000);
});

describe.runIf(process.platform === 'linux')('a server started under a low open-file limit', () => {
  // The built site has over a thousand text files under _astro/ (most of
  // them the editor's chunks); making their gzip copies all at once opened
  // every one of them together and the start died with EMFILE.
  it('starts and serves a site of 1,500 text files with 64 descriptors', async () => {
    const site = createTestSite();
    for (let i = 0; i < 1500; i += 1) {
      writeFileSync(join(site.root, '_astro', `chunk-${i}.js`), `export const n = ${i};`.repeat(50));
    }
    let server: ServeChild | undefined;
    try {
      server = await startServe({ root: site.root, openFileLimit: 64 });
      expect(await answersHome(server.port)).toBe(200);
      const chunk = await fetch(`http://127.0.0.1:${server.port}/_astro/chunk-1499.js`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(chunk.headers.get('content-encoding')).toBe('gzip');
      expect(await chunk.text()).toContain('export const n = 1499;');
    } finally {
      await server?.stop();
      site.remove();
    }
  }, 60_000);
});
