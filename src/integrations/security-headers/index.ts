// After the build, writes dist/_headers (for Netlify, Cloudflare Pages and scripts/serve.ts): common headers,
// caching, and each page's meta CSP plus frame-ancestors, which works only as a header; /admin gets `editorDirectives`.
// Then each page's meta keeps only its own scripts' hashes (keepOwnScriptHashes).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { toPagePath } from '../../lib/navigation/page-path.ts';
import { isEditorPath } from '../../lib/routes/site-routes.ts';
import { htmlFiles } from '../built-pages.ts';
import { buildHeadersFile, keepOwnScriptHashes, readMetaPolicy, type PagePolicy } from './policy.ts';

export default function securityHeaders(options: { editorDirectives: readonly string[] }): AstroIntegration {
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
            editorPages.push({ path, policy: options.editorDirectives.join('; ') });
            continue;
          }
          const html = readFileSync(file, 'utf8');
          const policy = readMetaPolicy(html);
          const name = relative(distDir, file);
          if (!policy) throw new Error(`${name}: no Content-Security-Policy meta tag`);
          pages.push({ path, policy });
          try {
            writeFileSync(file, keepOwnScriptHashes(html));
          } catch (error) {
            throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
          }
        }
        writeFileSync(join(distDir, '_headers'), buildHeadersFile(pages, editorPages));
        logger.info(`wrote _headers with the policies of ${pages.length} pages`);
      },
    },
  };
}
