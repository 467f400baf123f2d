// Every stylesheet of the site (CSS files and the <style> blocks of Astro
// components) against three rules that keep each value in one place:
// widths in media queries come by name from breakpoints.ts, tokens are used
// without a fallback (tokens.css is on every page), and every custom
// property read is defined somewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA } from '../lib/layout/breakpoints';
import { customMediaNames, resolveCustomMedia } from '../lib/layout/custom-media';
import { carouselItemsProperties } from '../lib/media/carousel-layout';
import { gridLayoutProperties } from '../lib/media/photo-grid-layout';

const SRC = join(import.meta.dirname, '..');

/** Custom properties that scripts set at run time, so no stylesheet defines them. */
const SET_BY_SCRIPTS = [
  ...Object.keys(carouselItemsProperties),
  ...Object.keys(gridLayoutProperties),
  // islands/Toasts/toasts.ts: how long the toast stays, for its countdown bar.
  '--toast-duration',
  // islands/PdfViewer/load-pdf.ts, then pdf.js's text layer on each span.
  '--total-scale-factor',
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
    expect(files).toContain('components/media/PhotoGridList.astro');
  });

  it('name their widths in media queries, from breakpoints.ts', () => {
    const literalWidths = failures(({ css }) =>
      [...css.matchAll(/@media\b[^{]*/g)]
        .map(([prelude]) => prelude.trim())
        .filter((prelude) => /\b(?:width|height)\b/.test(prelude)),
    );
    expect(literalWidths).toEqual([]);
    const unknownNames = failures(({ css }) => {
      try {
        resolveCustomMedia(css, MEDIA);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(unknownNames).toEqual([]);
  });

  it('keep named media queries out of @import-ed files, which the build reads past the plugin that resolves them', () => {
    const imported = stylesheets.flatMap(({ file, css }) =>
      [...css.matchAll(/@import\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map(([, path]) => join(dirname(file), path)),
    );
    expect(imported.length).toBeGreaterThan(0);
    const named = stylesheets
      .filter(({ file }) => imported.includes(file))
      .filter(({ css }) => customMediaNames(css).length > 0)
      .map(({ file }) => file);
    expect(named).toEqual([]);
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
