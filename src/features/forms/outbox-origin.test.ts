import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './outbox-server.ts';

const loopback = { address: '127.0.0.1', port: 4321 };

describe('isOwnOrigin', () => {
  it.each([
    ['no Origin (curl, not a web page)', undefined, '127.0.0.1:4321', loopback, true],
    ['the page on the same address', 'http://127.0.0.1:4321', '127.0.0.1:4321', loopback, true],
    ['the same address in another case', 'http://LOCALHOST:4321', 'localhost:4321', loopback, true],
    ['another site', 'https://evil.example', '127.0.0.1:4321', loopback, false],
    ['another port of this machine', 'http://127.0.0.1:8080', '127.0.0.1:4321', loopback, false],
    ['another name for this machine', 'http://localhost:4321', '127.0.0.1:4321', loopback, false],
    ['a sandboxed frame or a file', 'null', '127.0.0.1:4321', loopback, false],
    ['a page from another scheme', 'ftp://127.0.0.1:4321', '127.0.0.1:4321', loopback, false],
    ['no Host to compare with', 'http://127.0.0.1:4321', undefined, loopback, false],
    // DNS rebinding: a name of the attacker's that now points here.
    ['another name, in Host too', 'http://evil.example', 'evil.example', loopback, false],
    ['another name on our port', 'http://evil.example:4321', 'evil.example:4321', loopback, false],
    ['the right address on another port', 'http://127.0.0.1:8080', '127.0.0.1:8080', loopback, false],
    ['IPv6 loopback', 'http://[::1]:4321', '[::1]:4321', { address: '::1', port: 4321 }, true],
    ['localhost on IPv6', 'http://localhost:4321', 'localhost:4321', { address: '::1', port: 4321 }, true],
    [
      'IPv4 on a dual-stack socket',
      'http://127.0.0.1:4321',
      '127.0.0.1:4321',
      { address: '::ffff:127.0.0.1', port: 4321 },
      true,
    ],
    [
      'a network address (--host 0.0.0.0)',
      'http://192.168.1.5:4321',
      '192.168.1.5:4321',
      { address: '192.168.1.5', port: 4321 },
      true,
    ],
    [
      'localhost is not a network address',
      'http://localhost:4321',
      'localhost:4321',
      { address: '192.168.1.5', port: 4321 },
      false,
    ],
  ])('%s -> %s', (_name, origin, host, server, allowed) => {
    expect(isOwnOrigin(origin, host, server)).toBe(allowed);
  });
});
