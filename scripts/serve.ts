/**
 * Serves the built site (dist/) on localhost for `npm start`, the browser
 * tests and `npm run perf`, answering like the static hosts we deploy to
 * (Netlify, Cloudflare Pages): pretty URLs, the 404 page with status 404,
 * gzip for text and the headers of dist/_headers (scripts/server/static-site.ts),
 * so what the tests measure is what visitors get. With --outbox it also
 * answers the e-mail API (src/features/forms/outbox-server.ts), so the forms
 * work without an account; with --build it builds first, once the port is
 * known to be free. A malformed request gets 400 and one log line; no
 * request's failure ends the process.
 *
 * Usage: node scripts/serve.ts [--outbox] [--build] [--port 4321] [--host 127.0.0.1] [--root dist]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { createServer as createProbe } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readRequestTarget } from './server/request-target.ts';
import { createStaticSite } from './server/static-site.ts';

const { values: options } = parseArgs({
  options: {
    outbox: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: 'dist' },
  },
});
const { host } = options;
const log = (line: string) => console.log(line);

// A port taken or mistyped is the person's situation, not a bug: one line
// saying what to do, never a stack trace.
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}
const port = /^\d+$/.test(options.port) ? Number(options.port) : NaN;
if (!(port >= 1 && port <= 65535)) {
  fail(`"${options.port}" is not a port: give a number from 1 to 65535, e.g. \`npm start -- --port 4400\`.`);
}
function describeListenError(error: NodeJS.ErrnoException): string {
  const other = `\`npm start -- --port ${port < 65535 ? port + 1 : 4400}\``;
  if (error.code === 'EADDRINUSE')
    return `Port ${port} is already in use: stop the server using it, or start on another port: ${other}.`;
  if (error.code === 'EACCES')
    return `Port ${port} needs administrator rights: use one above 1023, e.g. ${other}.`;
  return `Cannot listen on ${host} port ${port} (${error.code ?? error.message}): check --host and --port.`;
}

// Checked before anything slow (the build) runs: listen on the port for a moment.
await new Promise<void>((done) => {
  const probe = createProbe();
  probe.once('error', (error) => fail(describeListenError(error)));
  probe.listen(port, host, () => probe.close(() => done()));
});

if (options.build) {
  const build = spawnSync('npm', ['run', options.outbox ? 'build:outbox' : 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const root = resolve(options.root);
if (!existsSync(root))
  fail(`There is no built site in ${root}: run \`npm run build:outbox\` (or \`npm start\`) first.`);
const site = createStaticSite(root, log);
process.on('exit', site.close);

const outbox = options.outbox
  ? (await import('../src/features/forms/outbox-server.ts')).createOutbox({ dir: resolve('outbox'), log })
  : undefined;

const plainText = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' };
const answerPlain = (res: ServerResponse, status: number, text: string, headers = {}) =>
  res.writeHead(status, { ...plainText, ...headers }).end(text);

const server = createServer((req, res) => {
  void (async () => {
    const target = readRequestTarget(req.url);
    if ('problem' in target) {
      log(`400 ${JSON.stringify(req.url?.slice(0, 120) ?? '')}: ${target.problem}`);
      answerPlain(res, 400, 'Bad Request');
      return;
    }
    if (outbox && (await outbox(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answerPlain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    site.answer(req, res, target.path);
  })().catch((error: unknown) => {
    // One line, no stack trace: this request failed, the server goes on.
    log(`${req.method ?? ''} ${req.url ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) answerPlain(res, 500, 'Internal Server Error');
    else res.destroy();
  });
});

// Requests Node cannot even parse (a raw NUL byte or a space in the target,
// headers past its size limit): the same one line, the status Node would give.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  log(`${tooLarge ? 431 : 400} unreadable request: ${error.code ?? error.message}`);
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
// Taken during the build, say.
server.on('error', (error) => fail(describeListenError(error)));
server.listen(port, host, () => {
  const mode = outbox ? ' (with the local e-mail outbox: messages are saved in ./outbox)' : '';
  console.log(`Serving ${root} at http://${host}:${port}/${mode}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
