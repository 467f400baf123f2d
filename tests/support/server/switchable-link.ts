/**
 * A connection to the test site that a test can break: a proxy on its own port (so its own origin, and
 * its own service worker) in front of the site the browser tests serve. 'up' passes every request on,
 * 'down' drops it as an unreachable host would, 'hang' accepts it and never answers, like a half-closed
 * mobile connection, and 'stall' sends the headers and half the first part of the body, then nothing.
 * It counts the bytes it passes, as a phone's data plan would.
 */
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LinkState = 'up' | 'down' | 'hang' | 'stall';

export interface SwitchableLink {
  origin: string;
  set: (state: LinkState) => void;
  /** Bytes of response bodies passed on since the last call, as sent (compressed). */
  takeBytes: () => number;
  /** The paths asked for since the last call. */
  takePaths: () => string[];
  close: () => Promise<void>;
}

export async function openSwitchableLink(site: string): Promise<SwitchableLink> {
  const target = new URL(site);
  let state: LinkState = 'up';
  let bytes = 0;
  let paths: string[] = [];
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    if (state === 'down') return void req.socket.destroy();
    if (state === 'hang') return void held.add(res);
    // A stalled answer needs a body to stop in: never a bodiless 304 for a page the browser holds.
    const { 'if-none-match': _tag, 'if-modified-since': _since, ...fresh } = req.headers;
    const headers = state === 'stall' ? fresh : req.headers;
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (state === 'stall') {
          held.add(res);
          return void answer.once('data', (chunk: Buffer) => res.write(chunk.subarray(0, chunk.length / 2)));
        }
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const take = <T>(value: T, reset: () => void) => (reset(), value);
  return {
    origin: `http://127.0.0.1:${port}`,
    set: (next) => {
      state = next;
      // Kept-alive connections would otherwise carry the next request past the break.
      if (next !== 'up') server.closeAllConnections();
    },
    takeBytes: () => take(bytes, () => (bytes = 0)),
    takePaths: () => take(paths, () => (paths = [])),
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
