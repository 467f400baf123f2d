import { describe, expect, it } from 'vitest';
import { byteBudgetProblems, kindOf, measuredRoutes, median } from './budgets.ts';
import { isPattern, routeList } from '../../src/lib/routes/site-routes.ts';

describe('kindOf', () => {
  it.each([
    ['/', 'home'],
    ['/gallery', 'gallery'],
    ['/news-corner', 'gallery'],
    ['/about', 'text'],
    ['/activite/sports-day', 'text'],
    ['/404', 'text'],
    ['/contact', 'form'],
    ['/volunteers/', 'form'],
    ['/intrect-club', 'document'],
    // A page staff made: a text page, held to /about's budget.
    ['/admissions', 'text'],
  ])('%s is a %s page', (route, kind) => {
    expect(kindOf(route)).toBe(kind);
  });

  it('refuses an address the route registry does not know, rather than budget it as a text page', () => {
    // (Any one-part address could be a page staff made, a text page.)
    expect(() => kindOf('/a-new/page')).toThrow('/a-new/page is not in the route registry');
  });

  it('gives the staff editor no budget, on purpose, and never measures it', () => {
    expect(() => kindOf('/admin')).toThrow('no budget on purpose');
    expect(measuredRoutes).not.toContain('/admin');
  });
});

describe('measuredRoutes', () => {
  it('measures every route of the registry in every language, one activity, newsletter and staff page standing for all', () => {
    const fixed = routeList.map((route) => route.path).filter((path) => !isPattern(path));
    const english = [...fixed, '/activite/sports-day', '/newsletters/newsletter-2024-winter', '/admissions'];
    const gujarati = english.map((path) => (path === '/' ? '/gu' : `/gu${path}`));
    expect([...measuredRoutes].sort()).toEqual([...english, ...gujarati].sort());
  });

  it('holds a Gujarati page to the budget of its English page', () => {
    expect(kindOf('/gu/about')).toBe(kindOf('/about'));
    expect(kindOf('/gu')).toBe('home');
    expect(kindOf('/gu/activite/sports-day')).toBe('text');
    expect(kindOf('/gu/newsletters/newsletter-2024-winter')).toBe('text');
  });
});

describe('byteBudgetProblems', () => {
  it('accepts a text page with no JavaScript under 100 KB', () => {
    expect(byteBudgetProblems({ route: '/about', totalBytes: 99_000, scriptBytes: 0 })).toEqual([]);
  });

  it("reports more JavaScript on a text page than a photo grid's opener, and a heavy home page", () => {
    expect(byteBudgetProblems({ route: '/about', totalBytes: 20_000, scriptBytes: 6_001 })).toEqual([
      '/about: 6.0 KB of JavaScript, budget 6.0 KB',
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
