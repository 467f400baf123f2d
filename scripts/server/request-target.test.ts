import { describe, expect, it } from 'vitest';
import { maxTargetLength, readRequestTarget } from './request-target.ts';

describe('readRequestTarget', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about/'],
    ['/about?from=menu', '/about'],
    ['/about#team', '/about'],
    ['/%61bout', '/about'],
    ['/activite/sports-day', '/activite/sports-day'],
    ['/%E0%AA%97', '/\u0a97'],
    ['/a..b/c', '/a..b/c'],
  ])('%s asks for %s', (target, path) => {
    expect(readRequestTarget(target)).toEqual({ path });
  });

  it.each([
    ['', 'no request target'],
    ['*', 'request target is not a path'],
    ['http://example.com/about', 'request target is not a path'],
    ['//', 'request target starts with "//"'],
    ['//x:y@', 'request target starts with "//"'],
    ['/%', 'malformed percent-encoding'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['/about%00.html', 'NUL byte in path'],
    ['/../etc/passwd', 'path climbs out with ".."'],
    ['/activite/../../secret', 'path climbs out with ".."'],
    ['/%2e%2e/etc/passwd', 'path climbs out with ".."'],
    ['/..%5Csecret', 'path climbs out with ".."'],
    [`/${'a'.repeat(maxTargetLength)}`, `request target longer than ${maxTargetLength} characters`],
  ])('%j is refused: %s', (target, problem) => {
    expect(readRequestTarget(target)).toEqual({ problem });
  });
});
