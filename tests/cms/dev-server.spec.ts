// `npm run cms` itself, in a throwaway copy of the project: /admin must show
// the editor alone (no Astro dev toolbar over its buttons, no WebSocket
// errors from Vite in the console), and a SIGTERM to npm, as a process
// manager or a closed terminal session sends it, must stop Astro's dev
// server and decap-server too, not leave them holding their ports.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { projectCopy, removeProjectCopies } from '../build/project-copy';
import { FIRST_START, backendPort, sitePort, siteUrl, startCms, stop, type Server } from './servers';

test.describe.configure({ mode: 'serial' });

let cms: Server | undefined;
/** What npm run cms started, kept so a failed test leaves nothing running. */
let started: number[] = [];

test.beforeAll(async () => {
  cms = await startCms(projectCopy(), { throughNpm: true });
});

test.afterAll(async () => {
  if (cms) await stop(cms);
  for (const pid of started.filter(isRunning)) process.kill(pid, 'SIGKILL');
  removeProjectCopies();
});

/** Every process below `pid`, as `ps` lists them now. */
function descendantsOf(pid: number): number[] {
  const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  for (let parents = [pid]; parents.length > 0;) {
    parents = rows.filter(([, ppid]) => parents.includes(ppid)).map(([child]) => child);
    found.push(...parents);
  }
  return found;
}

/** Gone, or a zombie no one has collected yet: it runs nothing and holds no port. */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('/admin under npm run cms shows the editor alone, with a quiet console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // React's development build warns about a prop type inside Decap's own
    // code; the published editor runs React's production build, which does not.
    if (message.type() === 'error' && !message.text().startsWith('Warning: Failed prop type')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('websocket', (socket) => socket.on('socketerror', (error) => errors.push(`WebSocket: ${error}`)));
  // Vite's client says whether its WebSocket connected, or that it failed.
  const viteSettled = page.waitForEvent('console', {
    predicate: (message) => /^\[vite\] (connected|failed to connect)/.test(message.text()),
    ...FIRST_START,
  });
  await page.goto(`${siteUrl}/admin`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_START);
  await viteSettled;
  await expect(page.locator('astro-dev-toolbar')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a SIGTERM to npm run cms stops both servers', async () => {
  const npm = cms?.child.pid;
  if (npm === undefined) throw new Error('npm run cms did not start');
  started = descendantsOf(npm);
  expect(await answers(sitePort)).toBe(true);
  expect(await answers(backendPort)).toBe(true);
  process.kill(npm, 'SIGTERM');
  await expect
    .poll(
      async () => ({
        running: started.filter(isRunning),
        site: await answers(sitePort),
        backend: await answers(backendPort),
      }),
      { timeout: 10_000 },
    )
    .toEqual({ running: [], site: false, backend: false });
});
