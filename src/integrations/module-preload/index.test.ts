import { describe, expect, it } from 'vitest';
import { addModulePreloads, staticImportsOf } from './index.ts';

describe('staticImportsOf', () => {
  it('reads the imports a bundler writes at the start of a chunk', () => {
    const code =
      'import{a as e,t}from"./rolldown-runtime.B1.js";import"./side-effect.C2.js";' +
      'export*from"./again.D3.js";var n=t(()=>{});';
    expect(staticImportsOf(code)).toEqual([
      './rolldown-runtime.B1.js',
      './side-effect.C2.js',
      './again.D3.js',
    ]);
  });

  it('stops at the first statement that is not an import', () => {
    const code = 'import{t}from"./a.js";const lazy=()=>import("./b.js");const s=\'import"./c.js"\';';
    expect(staticImportsOf(code)).toEqual(['./a.js']);
  });

  it('finds nothing in a chunk without imports', () => {
    expect(staticImportsOf('var e=1;export{e as t};')).toEqual([]);
  });
});

describe('addModulePreloads', () => {
  const page = (head: string) => `<html><head>${head}</head><body><p>Hi</p></body></html>`;
  const scripts: Record<string, string> = {
    '/_astro/grid.A.js': 'import{t}from"./runtime.B.js";import{u}from"../lib/util.C.js";t();',
    '/_astro/runtime.B.js': 'var t=()=>{};export{t};',
    '/lib/util.C.js': 'import{t}from"../_astro/runtime.B.js";export const u=1;',
    '/_astro/lazy.D.js': 'const open=()=>import("./island.E.js");',
  };
  const read = (path: string) => scripts[path];

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
    expect(() => addModulePreloads(html, read)).toThrow(
      'module script /_astro/gone.F.js is not in the build',
    );
  });
});
