// The servers the editor test needs, started in a throwaway copy of the
// project (tests/build/project-copy.ts) so the real working tree is never
// written: `npm run cms` there, then the built copy served like the
// deployed site, beside decap-server. Ports: CMS_TEST_PORT for the site and
// CMS_TEST_BACKEND_PORT for decap-server, so parallel checkouts can coexist.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const sitePort = Number(process.env.CMS_TEST_PORT ?? 4322);
export const backendPort = Number(process.env.CMS_TEST_BACKEND_PORT ?? 8082);
export const siteUrl = `http://127.0.0.1:${sitePort}`;

/**
 * How long /admin may take to show the editor on the dev server's first
 * start in a fresh copy: Vite bundles the editor's dependencies first,
 * about 100 s on a busy 2-core machine.
 */
export const FIRST_START = { timeout: 180_000 };

/** A child process whose output is kept, to show when it fails. */
export interface Server {
  child: ChildProcess;
  output: () => string;
}

function start(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}, command = process.execPath): Server {
  let output = '';
  // Its own process group, so stopping it stops what it started too.
  const child = spawn(command, args, {
    cwd,
    detached: true,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Waits until the address answers (any status), or fails with the server's output. */
export async function waitFor(
  url: string,
  server: Server,
  timeoutMs = 90_000,
  init?: RequestInit,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server stopped:\n${server.output()}`);
    try {
      await fetch(url, init);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${server.output()}`);
}

const backendInfo: RequestInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ action: 'info' }),
};

/**
 * `npm run cms` in the copy: Astro's dev server and decap-server. Started
 * as scripts/cms.ts itself, or `throughNpm` as staff start it (npm, then a
 * shell, then scripts/cms.ts).
 */
export async function startCms(copy: string, { throughNpm = false } = {}): Promise<Server> {
  const ports = ['--port', String(sitePort), '--backend-port', String(backendPort)];
  const server = throughNpm
    ? start(copy, ['run', 'cms', '--', ...ports], {}, 'npm')
    : start(copy, [join(copy, 'scripts/cms.ts'), ...ports]);
  await waitFor(`http://127.0.0.1:${backendPort}/api/v1`, server, 30_000, backendInfo);
  await waitFor(`${siteUrl}/admin`, server);
  return server;
}

/** The built copy served like the deployed site, and decap-server for its /admin. */
export async function startBuiltSite(copy: string): Promise<Server[]> {
  const site = start(copy, [
    join(copy, 'scripts/serve.ts'),
    '--outbox',
    '--port',
    String(sitePort),
    '--root',
    join(copy, 'dist'),
  ]);
  const backend = start(copy, [join(copy, 'node_modules/decap-server/dist/index.js')], {
    BIND_HOST: '127.0.0.1',
    MODE: 'fs',
    PORT: String(backendPort),
    GIT_REPO_DIRECTORY: copy,
  });
  await waitFor(`${siteUrl}/`, site);
  await waitFor(`http://127.0.0.1:${backendPort}/api/v1`, backend, 30_000, backendInfo);
  return [site, backend];
}

/** Stops a server and everything it started, and waits until it has gone. */
export async function stop(server: Server): Promise<void> {
  const { child } = server;
  // A process stopped by a signal has no exit code, only the signal's name.
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}
