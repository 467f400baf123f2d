// The CSS the site ships, inline in each page (astro.config.mjs inlines every
// stylesheet) and any file in dist/_astro/, holds no `cursor: hand`: an old
// Internet Explorer value that is not CSS, which slick-carousel's stylesheet
// declares and CSS validators report on every page with a carousel.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages, DIST } from '../support/built-chunks.ts';

test('no shipped CSS declares cursor: hand', () => {
  const stylesheets = readdirSync(join(DIST, '_astro'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(DIST, '_astro', name));
  const files = [...builtPages(), ...stylesheets];
  expect(files.length).toBeGreaterThan(50);
  const declaring = files.filter((file) => /cursor\s*:\s*hand\b/.test(readFileSync(file, 'utf8')));
  expect(declaring).toEqual([]);
});
