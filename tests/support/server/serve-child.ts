/**
 * Starts the real scripts/serve.ts as a child process for the server's
 * tests, so they exercise what `npm start` runs (argument parsing, the
 * process's own error handling, its file descriptors) rather than a piece
 * of it. Optionally under a low open-file limit, the way the descriptor
 * leak was first seen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';

export interface ServeChild {
  port: number;
  pid: number;
  /** Everything the server printed so far, stdout and stderr together. */
  output: () => string;
  exited: () => boolean;
  stop: () => Promise<void>;
}

/** A port nobody listens on right now: the OS picks it, we let it go. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, path: '/', method: 'HEAD' }, (res) => {
      res.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

export async function startServe({
  root,
  openFileLimit,
}: {
  root: string;
  openFileLimit?: number;
}): Promise<ServeChild> {
  const port = await freePort();
  const command = [process.execPath, 'scripts/serve.ts', '--root', root, '--port', String(port)]
    .map((part) => `'${part.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  // exec replaces the shell, so the child's pid is the server's own.
  const limit = openFileLimit ? `ulimit -n ${openFileLimit}; ` : '';
  const child: ChildProcess = spawn('bash', ['-c', `${limit}exec ${command}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', () => (exited = true));
  for (let attempt = 0; !(await answers(port)); attempt += 1) {
    if (exited || attempt > 100) throw new Error(`serve.ts did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    pid: child.pid ?? -1,
    output: () => output,
    exited: () => exited,
    stop: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
