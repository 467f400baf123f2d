// Every stylesheet of the site (CSS files and the <style> blocks of Astro
// components) against three rules that keep each value in one place:
// widths in media queries come by name from custom-media.css, tokens are used
// without a fallback (tokens.css is on every page), and every custom
// property read is defined somewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDTH } from '../lib/layout/breakpoints';
import { carouselItemsProperties } from '../lib/media/carousel-layout';
import { gridLayoutProperties } from '../lib/media/photo-grid-layout';

const SRC = join(import.meta.dirname, '..');

/** Custom properties that scripts set at run time, so no stylesheet defines them. */
const SET_BY_SCRIPTS = [
  ...Object.keys(carouselItemsProperties),
  ...Object.keys(gridLayoutProperties),
  // features/forms/toasts.ts: how long the toast stays, for its countdown bar.
  '--toast-duration',
  // islands/PdfViewer/load-pdf.ts, then pdf.js's TextLayer: --min-font-size on its container, the rest on each span.
  '--total-scale-factor',
  '--min-font-size',
  '--font-height',
  '--scale-x',
  '--rotate',
];

interface Stylesheet {
  file: string;
  css: string;
}

function readStylesheets(dir: string): Stylesheet[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|astro)$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'utf8');
      const css = entry.name.endsWith('.css')
        ? text
        : [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, block]) => block).join('\n');
      return { file: relative(SRC, path), css };
    })
    .filter(({ css }) => css.trim() !== '');
}

const stylesheets = readStylesheets(SRC);
/** The named media queries: name (without --) to query. */
const customMedia = new Map(
  [
    ...readFileSync(join(SRC, 'styles/custom-media.css'), 'utf8').matchAll(
      /@custom-media\s+--([\w-]+)\s+([^;]+);/g,
    ),
  ].map(([, name, query]) => [name, query.trim()]),
);
const tokens = new Set(readFileSync(join(SRC, 'styles/tokens.css'), 'utf8').match(/--[\w-]+(?=\s*:)/g) ?? []);
const defined = new Set([
  ...stylesheets.flatMap(({ css }) => css.match(/--[\w-]+(?=\s*:)/g) ?? []),
  ...SET_BY_SCRIPTS,
]);

/** Each failure as "file: what", so one run names them all. */
function failures(check: (sheet: Stylesheet) => string[]): string[] {
  return stylesheets.flatMap((sheet) => check(sheet).map((problem) => `${sheet.file}: ${problem}`));
}

describe('stylesheets', () => {
  it('are all found, CSS files and Astro <style> blocks alike', () => {
    const files = stylesheets.map(({ file }) => file);
    expect(files).toContain('styles/tokens.css');
    expect(files).toContain('components/sections/PhotoGrid.astro');
  });

  it('name their widths in media queries, from custom-media.css', () => {
    const literalWidths = failures(({ css }) =>
      [...css.matchAll(/@media\b[^{]*/g)]
        .map(([prelude]) => prelude.trim())
        .filter((prelude) => /\b(?:width|height)\b/.test(prelude)),
    );
    expect(literalWidths).toEqual([]);
    // postcss-custom-media leaves an unknown name in place, a query that never matches.
    const unknownNames = failures(({ css }) =>
      [...css.matchAll(/@media\b[^{]*\(--([\w-]+)\)/g)]
        .map(([, name]) => name)
        .filter((name) => !customMedia.has(name))
        .map((name) => `unknown media (--${name})`),
    );
    expect(unknownNames).toEqual([]);
  });

  it('define their named widths as the scripts read them (breakpoints.ts)', () => {
    const pixels = [...customMedia.values()].flatMap((query) =>
      [...query.matchAll(/([\d.]+)px/g)].map(([, width]) => Number(width)),
    );
    const { small, medium, large, wall } = WIDTH;
    expect(new Set(pixels)).toEqual(new Set([small, medium, large, wall]));
  });

  it('use tokens without a fallback', () => {
    const fallbacks = failures(({ css }) =>
      [...css.matchAll(/var\((--[\w-]+)\s*,/g)].filter(([, name]) => tokens.has(name)).map(([use]) => use),
    );
    expect(fallbacks).toEqual([]);
  });

  it('read only custom properties that are defined', () => {
    const undefinedNames = failures(({ css }) =>
      [...css.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name).filter((name) => !defined.has(name)),
    );
    expect(undefinedNames).toEqual([]);
  });
});
