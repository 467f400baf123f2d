// A build for publishing without the forms' e-mail keys would ship forms that fail for every visitor:
// Astro's settings check (the schema in astro.config.mjs) stops it, naming what is missing.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy, removeProjectCopies } from './project-copy';

afterAll(removeProjectCopies, 60_000);

const keys = {
  PUBLIC_EMAIL_PUBLIC_KEY: 'pk-sample',
  PUBLIC_EMAIL_SERVICE_ID: 'service-sample',
  PUBLIC_EMAIL_CONTACT_TEMPLATE_ID: 'contact-sample',
  PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID: 'volunteer-sample',
};

/** `astro build` for publishing (no outbox mode) in a copy with only `settings` in its environment. */
function buildWith(settings: Record<string, string>): { status: number | null; output: string } {
  // The tests' own process holds the outbox's placeholders (vitest.config.ts): none may reach the build.
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLIC_EMAIL_')),
  );
  const astro = resolve('node_modules/astro/bin/astro.mjs');
  const copy = projectCopy();
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', join(copy, 'dist')], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...environment, ...settings, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('a build for publishing', () => {
  it('stops without the e-mail keys, naming each one', () => {
    const { status, output } = buildWith({ PUBLIC_EMAIL_SERVICE_ID: 'service-sample' });
    expect(status).not.toBe(0);
    for (const name of Object.keys(keys).filter((key) => key !== 'PUBLIC_EMAIL_SERVICE_ID'))
      expect(output).toContain(`${name} is missing`);
    expect(output).not.toContain('PUBLIC_EMAIL_SERVICE_ID is missing');
  }, 120_000);

  it('stops when the API address is not https', () => {
    const { status, output } = buildWith({ ...keys, PUBLIC_EMAIL_API_ORIGIN: 'http://mail.example.org' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/PUBLIC_EMAIL_API_ORIGIN/);
  }, 120_000);
});
