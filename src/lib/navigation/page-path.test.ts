import { describe, expect, it } from 'vitest';
import { toPagePath } from './page-path';

describe('toPagePath', () => {
  it.each([
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/activite/sports-day.html', '/activite/sports-day'],
    ['/activite/index.html', '/activite'],
    ['/about', '/about'],
    ['/activite/sports-day/', '/activite/sports-day/'],
    ['/', '/'],
  ])('%s is shown as %s', (built, shown) => {
    expect(toPagePath(built)).toBe(shown);
  });
});
