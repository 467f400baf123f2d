import { describe, expect, it } from 'vitest';
import { toPagePath } from './page-path';

describe('toPagePath', () => {
  it.each([
    // Astro.url.pathname during the build
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/activite/sports-day.html', '/activite/sports-day'],
    ['/activite/index.html', '/activite'],
    // file names relative to dist/, as the build integrations and the server see them
    ['index.html', '/'],
    ['about.html', '/about'],
    ['activite.html', '/activite'],
    ['activite/science.html', '/activite/science'],
    ['activite\\science.html', '/activite/science'],
    ['404.html', '/404'],
    ['myindex.html', '/myindex'],
    // addresses already (the dev server)
    ['/about', '/about'],
    ['/activite/sports-day/', '/activite/sports-day'],
    ['/', '/'],
  ])('%s is shown as %s', (built, shown) => {
    expect(toPagePath(built)).toBe(shown);
  });
});
