/**
 * After the build, adds modulepreload links for the chunks that each page's
 * module scripts import (see preload-links.ts for why).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../built-pages.ts';
import { addModulePreloads } from './preload-links.ts';

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
