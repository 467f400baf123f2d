/**
 * After the build, adds to each page a modulepreload link for each chunk its module scripts
 * import: the browser then fetches them with the script instead of one round trip later (the
 * gallery's masonry script imports the bundler's runtime chunk). Only static imports: what a
 * script loads with import() (the islands' code) is loaded later on purpose.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../built-pages.ts';

/** One `import ... from "./x.js"`, `import "./x.js"` or `export ... from "./x.js"` at the start of a chunk. */
const LEADING_IMPORT = /^\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']\s*;?/;

/** A chunk's static imports: the bundler writes them first, so nothing after them (a string, an import()) counts. */
export function staticImportsOf(code: string): string[] {
  const imports: string[] = [];
  let rest = code;
  for (let match = LEADING_IMPORT.exec(rest); match; match = LEADING_IMPORT.exec(rest)) {
    imports.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return imports;
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g;
const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** "/_astro/a.js" + "./b.js" -> "/_astro/b.js". Bare or absolute URLs are left out. */
export function resolvePath(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  return new URL(specifier, new URL(from, 'https://site.invalid')).pathname;
}

/** A modulepreload link for every chunk the page's module scripts import, directly or not. */
export function addModulePreloads(html: string, readScript: (path: string) => string | undefined): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const known = new Set([...entries, ...[...html.matchAll(PRELOAD_LINK)].map((match) => match[1])]);
  const toPreload: string[] = [];
  const pending = [...entries];
  for (let script = pending.shift(); script !== undefined; script = pending.shift()) {
    const code = readScript(script);
    if (code === undefined) throw new Error(`module script ${script} is not in the build`);
    for (const specifier of staticImportsOf(code)) {
      const path = resolvePath(script, specifier);
      if (!path || known.has(path)) continue;
      known.add(path);
      toPreload.push(path);
      pending.push(path);
    }
  }
  if (toPreload.length === 0) return html;
  const links = toPreload.map((path) => `<link rel="modulepreload" href="${path}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

export default function modulePreload(): AstroIntegration {
  return {
    name: 'module-preload',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        // Pages share their scripts: each one is read once.
        const scripts = new Map<string, string | undefined>();
        const readScript = (path: string) => {
          if (!scripts.has(path)) {
            const file = join(distDir, path);
            scripts.set(path, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
          }
          return scripts.get(path);
        };
        let changed = 0;
        for (const file of htmlFiles(distDir)) {
          const html = readFileSync(file, 'utf8');
          let withLinks: string;
          try {
            withLinks = addModulePreloads(html, readScript);
          } catch (error) {
            throw new Error(`${relative(distDir, file)}: ${(error as Error).message}`);
          }
          if (withLinks === html) continue;
          writeFileSync(file, withLinks);
          changed += 1;
        }
        logger.info(`added modulepreload links to ${changed} pages`);
      },
    },
  };
}
