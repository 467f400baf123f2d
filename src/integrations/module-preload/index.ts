// After the build, adds to each page a modulepreload link for each chunk its module scripts import, so
// the browser fetches them with the script, not one round trip later (Astro does not: the gallery's
// script imports the bundler's runtime chunk). Only static imports: import() (islands) waits on purpose.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { htmlFiles } from '../built-pages.ts';

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g;
const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** A modulepreload link for every chunk the page's module scripts import (`importsOf`), directly or not. */
export function addModulePreloads(
  html: string,
  importsOf: (path: string) => readonly string[] | undefined,
  file = 'the page',
) {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const known = new Set([...entries, ...[...html.matchAll(PRELOAD_LINK)].map((match) => match[1])]);
  const toPreload: string[] = [];
  const pending = [...entries];
  for (let script = pending.shift(); script !== undefined; script = pending.shift()) {
    const imports = importsOf(script);
    if (imports === undefined) throw new Error(`${file}: module script ${script} is not in the build`);
    for (const path of imports.filter((path) => !known.has(path))) {
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
  // Each chunk's static imports, as the bundler knows them: "/_astro/a.js" -> ["/_astro/b.js"].
  const chunkImports = new Map<string, string[]>();
  const recordImports: Plugin = {
    name: 'module-preload:imports',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk')
          chunkImports.set(
            `/${chunk.fileName}`,
            chunk.imports.map((file) => `/${file}`),
          );
      }
    },
  };
  return {
    name: 'module-preload',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => void updateConfig({ vite: { plugins: [recordImports] } }),
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        let changed = 0;
        for (const file of htmlFiles(distDir)) {
          const html = readFileSync(file, 'utf8');
          const withLinks = addModulePreloads(
            html,
            (path) => chunkImports.get(path),
            relative(distDir, file),
          );
          if (withLinks === html) continue;
          writeFileSync(file, withLinks);
          changed += 1;
        }
        logger.info(`added modulepreload links to ${changed} pages`);
      },
    },
  };
}
