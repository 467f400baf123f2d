// A build for publishing without the forms' e-mail keys would ship forms that fail for every visitor:
// Astro's settings check (the schema in astro.config.mjs) stops it, naming what is missing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy, removeProjectCopies, runAstro } from './project-copy';

afterAll(removeProjectCopies, 60_000);

const keys = {
  PUBLIC_EMAIL_PUBLIC_KEY: 'pk-sample',
  PUBLIC_EMAIL_SERVICE_ID: 'service-sample',
  PUBLIC_EMAIL_CONTACT_TEMPLATE_ID: 'contact-sample',
  PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID: 'volunteer-sample',
};

/** `astro build` for publishing (no outbox mode) in a copy whose .env holds only `settings`. */
function buildWith(settings: Record<string, string>) {
  const copy = projectCopy();
  const lines = Object.entries(settings).map(([name, value]) => `${name}=${value}\n`);
  writeFileSync(join(copy, '.env'), lines.join(''));
  return runAstro(copy, 'build');
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
