import { describe, expect, it } from 'vitest';
import { checkRequestOrigin } from './origin.ts';

describe('checkRequestOrigin', () => {
  it.each([
    ['no Origin (curl, not a web page)', undefined, '127.0.0.1:4321', true],
    ['the page on the same address', 'http://127.0.0.1:4321', '127.0.0.1:4321', true],
    ['the same address in another case', 'http://LOCALHOST:4321', 'localhost:4321', true],
    ['another site', 'https://evil.example', '127.0.0.1:4321', false],
    ['another port of this machine', 'http://127.0.0.1:8080', '127.0.0.1:4321', false],
    ['another name for this machine', 'http://localhost:4321', '127.0.0.1:4321', false],
    ['a sandboxed frame or a file', 'null', '127.0.0.1:4321', false],
    ['a page from another scheme', 'ftp://127.0.0.1:4321', '127.0.0.1:4321', false],
    ['no Host to compare with', 'http://127.0.0.1:4321', undefined, false],
  ])('%s -> %s', (_name, origin, host, allowed) => {
    expect(checkRequestOrigin(origin, host).ok).toBe(allowed);
  });

  it('names the refused origin', () => {
    expect(checkRequestOrigin('https://evil.example', 'localhost')).toEqual({
      ok: false,
      reason: 'Only pages of this site may send here, not https://evil.example.',
    });
  });
});
