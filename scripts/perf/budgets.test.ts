import { describe, expect, it } from 'vitest';
import { byteBudgetProblems, kindOf, median } from './budgets.ts';

describe('kindOf', () => {
  it.each([
    ['/', 'home'],
    ['/gallery', 'gallery'],
    ['/news-corner', 'gallery'],
    ['/about', 'text'],
    ['/activite/sports-day', 'text'],
    ['/this-page-does-not-exist', 'text'],
    ['/contact', 'form'],
    ['/intrect-club', 'document'],
  ])('%s is a %s page', (route, kind) => {
    expect(kindOf(route)).toBe(kind);
  });
});

describe('byteBudgetProblems', () => {
  it('accepts a text page with no JavaScript under 100 KB', () => {
    expect(byteBudgetProblems({ route: '/about', totalBytes: 99_000, scriptBytes: 0 })).toEqual([]);
  });

  it('reports any JavaScript on a text page and a heavy home page', () => {
    expect(byteBudgetProblems({ route: '/about', totalBytes: 20_000, scriptBytes: 1 })).toEqual([
      '/about: 0.0 KB of JavaScript, budget 0.0 KB',
    ]);
    expect(byteBudgetProblems({ route: '/', totalBytes: 351_000, scriptBytes: 111_000 })).toHaveLength(2);
  });
});

describe('median', () => {
  it.each([
    [[3], 3],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('of %o is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});
