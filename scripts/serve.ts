/**
 * Serves the built site (dist/) on localhost, for `npm start` and for the
 * browser tests. It exists because a bare file server would hide what the
 * deployed site does: this one answers like the static hosts we deploy to
 * (Netlify, Cloudflare Pages): pretty URLs ("/about" -> about.html), the
 * 404 page with status 404, gzip for text, and the headers from
 * dist/_headers. So what the tests measure (headers, bytes on the wire,
 * status codes) is what visitors will get. With --outbox it also answers
 * the e-mail API locally (see src/features/forms/outbox-server.ts), so the forms work
 * without any account. With --build (`npm start`) it builds the site first,
 * once it knows the port is free.
 *
 * Usage: node scripts/serve.ts [--outbox] [--build] [--port 4321] [--host 127.0.0.1] [--root dist]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkPort, describeListenError, readPort } from './server/port.ts';
import { createSiteServer, type OutboxHandler } from './server/site-server.ts';
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

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const port = readPort(options.port);
if (typeof port === 'string') fail(port);
const portProblem = await checkPort(options.host, port);
if (portProblem !== null) fail(portProblem);

if (options.build) {
  const build = spawnSync('npm', ['run', options.outbox ? 'build:outbox' : 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const root = resolve(options.root);
if (!existsSync(root))
  fail(`There is no built site in ${root}: run \`npm run build:outbox\` (or \`npm start\`) first.`);
const log = (line: string) => console.log(line);
const site = await createStaticSite({ root, log });
process.on('exit', site.close);

let outbox: OutboxHandler | undefined;
if (options.outbox) {
  const { createOutbox } = await import('../src/features/forms/outbox-server.ts');
  outbox = createOutbox({ dir: resolve('outbox'), log });
}

const server = createSiteServer({ site, outbox, log });
// Taken during the build, say.
server.on('error', (error) => fail(describeListenError(error, options.host, port)));
server.listen(port, options.host, () => {
  const mode = outbox ? ' (with the local e-mail outbox: messages are saved in ./outbox)' : '';
  console.log(`Serving ${root} at http://${options.host}:${port}/${mode}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
