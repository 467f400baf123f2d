/**
 * After the build, indexes the finished pages with Pagefind and writes the
 * index to dist/pagefind/, so `npm run build` ships the site and its search
 * together (docs/search.md). Pagefind reads only the <main> that BaseLayout
 * marks with data-pagefind-body (menus, footer, the NOT FOUND and search
 * pages stay out) and splits the index by each page's <html lang>, so a
 * Gujarati page is found from the Gujarati pages and an English one from
 * the English pages.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

export default function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        try {
          const { index, errors } = await createIndex();
          if (!index) throw new Error(errors.join('\n'));
          const added = await index.addDirectory({ path: distDir });
          if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
          const written = await index.writeFiles({ outputPath: join(distDir, 'pagefind') });
          if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
          logger.info(`indexed ${added.page_count} pages for search`);
        } finally {
          await close();
        }
      },
    },
  };
}
