// A port already taken, or no port at all, is the visitor's situation, not
// a bug: the server says in one line what to do, with no stack trace, and
// `npm start` says it before spending minutes rebuilding the site.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, type TestSite } from '../../tests/support/server/test-site.ts';

let site: TestSite;
let taken: Server;
let takenPort: number;

beforeAll(async () => {
  site = createTestSite();
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  site.remove();
});

/**
 * Runs a command to its end and returns its exit code and output; a
 * command that starts building, or is still running after 10 s (a server
 * that started after all), is stopped there with all it started.
 */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const stop = () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGKILL');
    const timer = setTimeout(stop, 10_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/astro build|build:outbox/.test(output)) stop();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const serve = (...args: string[]) =>
  run(process.execPath, ['scripts/serve.ts', '--root', site.root, ...args]);

// Each starts Node afresh, a few seconds on a busy machine.
describe('a port the server cannot use', { timeout: 30_000 }, () => {
  it('already in use: one line saying what to do, and a failing exit', async () => {
    const { code, output } = await serve('--port', String(takenPort));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `Port ${takenPort} is already in use: stop the server using it, or start on another port: \`npm start -- --port ${takenPort + 1}\`.`,
    ]);
  });

  it.each(['abc', '70000', '0'])('"%s": one line saying what a port is', async (port) => {
    const { code, output } = await serve('--port', port);
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `"${port}" is not a port: give a number from 1 to 65535, e.g. \`npm start -- --port 4400\`.`,
    ]);
  });

  it('`npm start` says so before it rebuilds the site', async () => {
    const { code, output } = await run('npm', ['start', '--', '--port', String(takenPort)]);
    expect(output).not.toMatch(/astro build|build:outbox/);
    expect(code).not.toBe(0);
    expect(output).toContain(`Port ${takenPort} is already in use`);
  });
});
