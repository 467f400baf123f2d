import { describe, expect, it } from 'vitest';
import { addModulePreloads } from './index.ts';

describe('addModulePreloads', () => {
  const page = (head: string) => `<html><head>${head}</head><body><p>Hi</p></body></html>`;
  // Each chunk's static imports, as the bundler lists them (lazy.D.js only has an import()).
  const chunkImports: Record<string, string[]> = {
    '/_astro/grid.A.js': ['/_astro/runtime.B.js', '/lib/util.C.js'],
    '/_astro/runtime.B.js': [],
    '/lib/util.C.js': ['/_astro/runtime.B.js'],
    '/_astro/lazy.D.js': [],
  };
  const read = (path: string) => chunkImports[path];

  it("preloads every chunk a page's module script imports, directly or not, once each", () => {
    const html = page('<script type="module" src="/_astro/grid.A.js"></script>');
    expect(addModulePreloads(html, read)).toBe(
      page(
        '<script type="module" src="/_astro/grid.A.js"></script>' +
          '<link rel="modulepreload" href="/_astro/runtime.B.js">' +
          '<link rel="modulepreload" href="/lib/util.C.js">',
      ),
    );
  });

  it('leaves alone what is loaded later with import(), and chunks already preloaded', () => {
    const lazy = page('<script type="module" src="/_astro/lazy.D.js"></script>');
    expect(addModulePreloads(lazy, read)).toBe(lazy);
    const preloaded = page(
      '<link rel="modulepreload" href="/_astro/runtime.B.js"><link rel="modulepreload" href="/lib/util.C.js">' +
        '<script type="module" src="/_astro/grid.A.js"></script>',
    );
    expect(addModulePreloads(preloaded, read)).toBe(preloaded);
  });

  it('leaves a page without module scripts as it is', () => {
    const html = page('<script>console.log(1)</script>');
    expect(addModulePreloads(html, read)).toBe(html);
  });

  it('names a module script that is missing from the build', () => {
    const html = page('<script type="module" src="/_astro/gone.F.js"></script>');
    expect(() => addModulePreloads(html, read, 'gallery.html')).toThrow(
      'gallery.html: module script /_astro/gone.F.js is not in the build',
    );
  });
});
