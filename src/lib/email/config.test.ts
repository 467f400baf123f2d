import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_ORIGIN,
  EMAIL_ENV,
  explainConfigProblem,
  isLocalHostname,
  resolveEmailConfig,
} from './config.ts';

const keys = {
  PUBLIC_EMAIL_PUBLIC_KEY: 'pk-sample',
  PUBLIC_EMAIL_SERVICE_ID: 'service-sample',
  PUBLIC_EMAIL_CONTACT_TEMPLATE_ID: 'contact-sample',
  PUBLIC_EMAIL_VOLUNTEER_TEMPLATE_ID: 'volunteer-sample',
};

describe('resolveEmailConfig', () => {
  it('uses the service with all four keys and the default origin', () => {
    expect(resolveEmailConfig(keys)).toEqual({
      ok: true,
      config: {
        mode: 'service',
        publicKey: 'pk-sample',
        serviceId: 'service-sample',
        templateIds: { contact: 'contact-sample', volunteer: 'volunteer-sample' },
        apiOrigin: DEFAULT_API_ORIGIN,
      },
    });
  });

  it('takes another https origin, reduced to its origin', () => {
    const result = resolveEmailConfig({
      ...keys,
      PUBLIC_EMAIL_API_ORIGIN: 'https://mail.example.org/some/path',
    });
    expect(result).toMatchObject({ ok: true, config: { apiOrigin: 'https://mail.example.org' } });
  });

  it('names every missing variable', () => {
    const result = resolveEmailConfig({ PUBLIC_EMAIL_PUBLIC_KEY: 'pk', PUBLIC_EMAIL_SERVICE_ID: '  ' });
    expect(result).toEqual({
      ok: false,
      missing: [EMAIL_ENV.serviceId, EMAIL_ENV.contactTemplateId, EMAIL_ENV.volunteerTemplateId],
      problems: [],
    });
  });

  it.each([
    ['http://api.example.org', 'https://'],
    ['https://localhost:4321', 'this computer'],
    ['https://127.0.0.1', 'this computer'],
    ['not a url', 'not a web address'],
  ])('refuses the origin %s', (origin, words) => {
    const result = resolveEmailConfig({ ...keys, PUBLIC_EMAIL_API_ORIGIN: origin });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join(' ')).toContain(words);
  });

  it('uses the outbox when asked, whatever else is set', () => {
    for (const flag of ['true', 'TRUE', true]) {
      const result = resolveEmailConfig({ ...keys, PUBLIC_EMAIL_OUTBOX: flag });
      expect(result).toEqual({ ok: true, config: { mode: 'outbox' } });
    }
  });

  it('falls back to the outbox without keys only where allowed (the dev server)', () => {
    expect(resolveEmailConfig({}, { outboxWhenMissing: true })).toMatchObject({
      ok: true,
      config: { mode: 'outbox' },
    });
    expect(resolveEmailConfig({}, { outboxWhenMissing: false }).ok).toBe(false);
    expect(resolveEmailConfig({ PUBLIC_EMAIL_OUTBOX: 'false' }).ok).toBe(false);
  });

  it('does not hide a half-done configuration behind the outbox', () => {
    expect(resolveEmailConfig({ PUBLIC_EMAIL_PUBLIC_KEY: 'pk' }, { outboxWhenMissing: true }).ok).toBe(false);
  });
});

describe('explainConfigProblem', () => {
  it('lists the variables and the way out', () => {
    const result = resolveEmailConfig({});
    if (result.ok) throw new Error('expected a problem');
    const text = explainConfigProblem(result);
    for (const name of Object.keys(keys)) expect(text).toContain(name);
    expect(text).toContain('docs/email.md');
    expect(text).toContain('--mode outbox');
  });

  it('says which setting is wrong when nothing is missing', () => {
    const result = resolveEmailConfig({ ...keys, PUBLIC_EMAIL_API_ORIGIN: 'http://localhost:4321' });
    if (result.ok) throw new Error('expected a problem');
    const text = explainConfigProblem(result);
    expect(text).toContain('are wrong');
    expect(text).toContain('PUBLIC_EMAIL_API_ORIGIN must start with https://');
    expect(text).not.toContain('Set these environment variables');
  });
});

describe('isLocalHostname', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['[::1]', true],
    ['0.0.0.0', true],
    ['api.emailjs.com', false],
    ['127.example.org', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLocalHostname(host)).toBe(expected);
  });
});
