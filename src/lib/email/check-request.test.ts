import { describe, expect, it } from 'vitest';
import { checkSendRequest, isJsonContentType } from './check-request.ts';

const valid = {
  lib_version: '4.4.1',
  user_id: 'outbox-public-key',
  service_id: 'outbox-service',
  template_id: 'contact-template',
  template_params: { to_name: 'School', to_email: 'a@b.in', from_name: 'Asha', message: 'Message : Hi' },
};

function withChange(change: Record<string, unknown>): string {
  return JSON.stringify({ ...valid, ...change });
}

describe('checkSendRequest', () => {
  it('accepts the body our forms send', () => {
    expect(checkSendRequest(JSON.stringify(valid))).toEqual({ ok: true, body: valid });
  });

  it.each([
    ['not JSON', '{oops', 'not valid JSON'],
    ['a JSON array', '[]', 'JSON object'],
    ['no user_id', withChange({ user_id: undefined }), 'user_id'],
    ['an empty service_id', withChange({ service_id: ' ' }), 'service_id'],
    ['no template_id', withChange({ template_id: undefined }), 'template_id'],
    ['no lib_version', withChange({ lib_version: undefined }), 'lib_version'],
    ['template_params as text', withChange({ template_params: 'x' }), 'template_params'],
    ['no to_email', withChange({ template_params: { ...valid.template_params, to_email: '' } }), 'to_email'],
    [
      'no message',
      withChange({ template_params: { ...valid.template_params, message: undefined } }),
      'message',
    ],
    ['a number parameter', withChange({ template_params: { ...valid.template_params, extra: 1 } }), 'extra'],
  ])('refuses %s', (_name, body, words) => {
    const result = checkSendRequest(body);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(words);
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['text/plain', false],
    ['application/x-www-form-urlencoded', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});
