// After the build, indexes the pages with Pagefind into dist/pagefind/ (docs/search.md). Pagefind
// reads only the <main> BaseLayout marks data-pagefind-body, and splits the index by <html lang>.
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

const UNUSED = /-ui\.|highlight|worker/;

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
          // Pagefind's ready-made interfaces and its worker (about 480 KB): /search lists results itself.
          for (const name of readdirSync(join(distDir, 'pagefind')).filter((file) => UNUSED.test(file)))
            rmSync(join(distDir, 'pagefind', name));
          logger.info(`indexed ${added.page_count} pages for search`);
        } finally {
          await close();
        }
      },
    },
  };
}
