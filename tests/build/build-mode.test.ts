// astro.config.mjs writes the e-mail API into the CSP from the mode's .env
// file, so it must see the mode however the command spells it. This loads
// the real config file under each spelling of the outbox build (the one
// `npm start` and the browser tests use), whose forms post to the site itself.
import { afterEach, describe, expect, it, vi } from 'vitest';

const argv = process.argv;
afterEach(() => {
  process.argv = argv;
});

async function connectSourcesWhenRunAs(...args: string[]): Promise<string | undefined> {
  process.argv = [argv[0], 'node_modules/astro/bin/astro.mjs', ...args];
  vi.resetModules();
  const { default: config } = await import('../../astro.config.mjs');
  const csp = config.security?.csp;
  const directives = typeof csp === 'object' ? (csp.directives ?? []) : [];
  return directives.find((directive) => directive.startsWith('connect-src'));
}

describe('astro.config.mjs', () => {
  it.each(['--mode outbox', '--mode=outbox'])(
    'lets the forms post only to the site itself under `astro build %s`',
    async (flags) => {
      expect(await connectSourcesWhenRunAs('build', ...flags.split(' '))).toBe("connect-src 'self'");
    },
  );
});
