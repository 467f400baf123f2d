/**
 * Serves the built site (dist/) on localhost, for `npm start` and for the
 * browser tests. Unlike a bare file server it behaves like the static hosts
 * we deploy to: pretty URLs ("/about" -> about.html), the 404 page with
 * status 404, gzip for text, and the headers from dist/_headers. With
 * --outbox it also answers the e-mail API locally (see scripts/outbox.ts),
 * so the forms work without any account.
 *
 * Usage: node scripts/serve.ts [--outbox] [--port 4321] [--host 127.0.0.1]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findFile, readHeaderRules, sendFile } from './static-files.ts';

const { values: options } = parseArgs({
  options: {
    outbox: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: 'dist' },
  },
});

const root = resolve(options.root);
const headerRules = readHeaderRules(join(root, '_headers'));
type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
let outbox: Handler | undefined;
if (options.outbox) {
  const { createOutbox } = await import('./outbox.ts');
  outbox = createOutbox({ dir: resolve('outbox'), log: (line: string) => console.log(line) });
}

const server = createServer((req, res) => {
  void (async () => {
    if (outbox && (await outbox(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = findFile(root, url.pathname);
    const notFound = found ?? findFile(root, '/404');
    if (!notFound) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('NOT FOUND');
      return;
    }
    sendFile(req, res, {
      file: notFound,
      status: found ? 200 : 404,
      sitePath: url.pathname,
      headerRules,
    });
  })().catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});

server.listen(Number(options.port), options.host, () => {
  const mode = outbox ? ' (with the local e-mail outbox: messages are saved in ./outbox)' : '';
  console.log(`Serving ${root} at http://${options.host}:${options.port}/${mode}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
