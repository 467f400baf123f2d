// The CSS the site ships, inline in each page (astro.config.mjs inlines every
// stylesheet) and any file in dist/_astro/, as postcss.config.mjs leaves it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages, DIST } from '../support/built-chunks.ts';

function shippedCss(): { file: string; text: string }[] {
  const stylesheets = readdirSync(join(DIST, '_astro'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(DIST, '_astro', name));
  const files = [...builtPages(), ...stylesheets];
  expect(files.length).toBeGreaterThan(50);
  return files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

// An old Internet Explorer value that is not CSS, which slick-carousel's
// stylesheet declares and CSS validators report on every page with a carousel.
test('no shipped CSS declares cursor: hand', () => {
  const declaring = shippedCss().filter(({ text }) => /cursor\s*:\s*hand\b/.test(text));
  expect(declaring.map(({ file }) => file)).toEqual([]);
});

// A named query left as it is (`@media (--from-large)`) never matches: the
// layout would silently stay at its phone width everywhere.
test('every named media query is resolved to a width', () => {
  const css = shippedCss();
  const unresolved = css.filter(({ text }) => /@media[^{]*\(--/.test(text));
  expect(unresolved.map(({ file }) => file)).toEqual([]);
  expect(css.some(({ text }) => /@media \(min-width:1024px\)/.test(text))).toBe(true);
});

// Range syntax (`(width>=1024px)`) is unknown to iOS before 16.4, Chrome before 104 and KaiOS 2.5: they
// skip the whole query, so an old iPad got the phone layout. The sources write min-width and max-width,
// and the minifier must not rewrite them (astro.config.mjs).
test('every width query is written in min-width and max-width', () => {
  const ranged = shippedCss().filter(({ text }) => /@media[^{]*\((?:width|height)\s*[<>=]/.test(text));
  expect(ranged.map(({ file }) => file)).toEqual([]);
});
