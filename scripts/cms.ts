/**
 * `npm run cms`: the web editor on this computer, with no account. Starts
 * Astro's dev server (the site and /admin) and decap-server (which lets
 * /admin write the files of this working copy), and stops both on Ctrl-C,
 * SIGTERM or SIGHUP, or when either stops. Two processes and one shared
 * setting do not need a process runner such as `concurrently` and its tree.
 *
 * Usage: node scripts/cms.ts [--port 4321] [--backend-port 8081], then open http://127.0.0.1:4321/admin
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCAL_BACKEND_HOST } from '../src/lib/cms/editor-settings.ts';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '4321' },
    'backend-port': { type: 'string', default: '8081' },
  },
});

const project = fileURLToPath(new URL('..', import.meta.url));
const start = (script: string, args: string[], env: Record<string, string>) =>
  spawn(process.execPath, [`${project}node_modules/${script}`, ...args], {
    cwd: project,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

const children: ChildProcess[] = [
  start('decap-server/dist/index.js', [], {
    // Without BIND_HOST decap-server listens on every network interface:
    // anyone on the same Wi-Fi could then change the site's files.
    BIND_HOST: LOCAL_BACKEND_HOST,
    MODE: 'fs',
    PORT: options['backend-port'],
    GIT_REPO_DIRECTORY: project,
  }),
  // PUBLIC_CMS_LOCAL_PORT tells /admin to use decap-server at that port (src/lib/cms/editor-settings.ts);
  // the outbox mode (.env.outbox) lets the site run with no e-mail keys, as under `npm run dev`.
  start(
    'astro/bin/astro.mjs',
    ['dev', '--mode', 'outbox', '--host', LOCAL_BACKEND_HOST, '--port', options.port],
    {
      PUBLIC_CMS_LOCAL_PORT: options['backend-port'],
    },
  ),
];

let stopping = false;
function stopAll(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = exitCode;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
// Ctrl-C reaches every process of the terminal; SIGTERM (a process manager)
// and SIGHUP (a closed terminal or SSH session) may reach this one alone.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(0));
// `npm run cms` runs this under a shell, and a SIGTERM to npm stops only
// that shell: this script is then handed to another parent without a
// signal, and must notice by itself that it is on its own.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopAll(0);
}, 500).unref();
