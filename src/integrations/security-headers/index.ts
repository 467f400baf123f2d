/**
 * After the build, writes dist/_headers: the common security headers, the
 * caching rules and, for every page, the same CSP as its <meta> tag plus
 * frame-ancestors (which only works as a header). Static hosts that read
 * `_headers` (Netlify, Cloudflare Pages) and our own scripts/serve.ts use it.
 * The staff editor (/admin) gets the editor's own policy instead, given by
 * astro.config.mjs from the editor's settings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { toPagePath } from '../../lib/navigation/page-path.ts';
import { isEditorPath } from '../../lib/routes/site-routes.ts';
import { htmlFiles } from '../built-pages.ts';
import { buildHeadersFile, readMetaPolicy, type PagePolicy } from './policy.ts';

export interface SecurityHeadersOptions {
  /** The directives of the editor's policy (editorCspDirectives). */
  editorDirectives: readonly string[];
}

export default function securityHeaders({ editorDirectives }: SecurityHeadersOptions): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const pages: PagePolicy[] = [];
        const editorPages: PagePolicy[] = [];
        for (const file of htmlFiles(distDir).sort()) {
          const path = toPagePath(relative(distDir, file));
          if (isEditorPath(path)) {
            editorPages.push({ path, policy: editorDirectives.join('; ') });
            continue;
          }
          const policy = readMetaPolicy(readFileSync(file, 'utf8'));
          if (!policy) throw new Error(`${relative(distDir, file)}: no Content-Security-Policy meta tag`);
          pages.push({ path, policy });
        }
        writeFileSync(join(distDir, '_headers'), buildHeadersFile(pages, editorPages));
        logger.info(`wrote _headers with the policies of ${pages.length} pages`);
      },
    },
  };
}
