// astro.config.mjs writes the e-mail API into the CSP, so the forms can post
// to the service a published build sends to. Astro gives the config file no
// build mode, so the outbox build lists the service too (its pages post to
// 'self'). This loads the real config file.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

async function connectSources(): Promise<string | undefined> {
  vi.resetModules();
  const { default: config } = await import('../../astro.config.mjs');
  const csp = config.security?.csp;
  const directives = typeof csp === 'object' ? (csp.directives ?? []) : [];
  return directives.find((directive) => directive.startsWith('connect-src'));
}

describe('astro.config.mjs', { timeout: 60_000 }, () => {
  it("lets the forms post to the site itself and to the e-mail service's default address", async () => {
    vi.stubEnv('PUBLIC_EMAIL_API_ORIGIN', '');
    expect(await connectSources()).toBe("connect-src 'self' https://api.emailjs.com");
  });

  it('names the address PUBLIC_EMAIL_API_ORIGIN gives instead', async () => {
    vi.stubEnv('PUBLIC_EMAIL_API_ORIGIN', 'https://mail.example.org');
    expect(await connectSources()).toBe("connect-src 'self' https://mail.example.org");
  });
});
