/**
 * Where the picture of a PDF's first page is kept between builds. The name
 * carries a hash of the PDF's bytes and of how it is drawn, so a rebuild
 * reuses the picture until staff replace the PDF (or the drawing changes),
 * and a replaced PDF never shows its old cover.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';

/** Width of the rendered page in pixels: a 300 px wide cover on a screen of twice the density. */
export const COVER_RENDER_WIDTH = 600;

/**
 * Raise when the drawing changes (library, options), so every cover is
 * drawn again instead of reused.
 */
const RENDER_VERSION = 'pdfjs-6-png-1';

/** The cache folder, inside the project: git ignores node_modules, and `npm ci` starts it afresh. */
export const COVER_CACHE_FOLDER = 'node_modules/.cache/pdf-covers';

/**
 * "/newsletters/newsletter-2026-autumn.pdf" and its bytes give
 * "newsletter-2026-autumn-<12 hex digits>.png": the PDF's name, so the
 * published image names say what they show, and the hash that keys the cache.
 */
export function coverFileName(
  pdfSitePath: string,
  pdfBytes: Uint8Array,
  width: number = COVER_RENDER_WIDTH,
): string {
  const hash = createHash('sha256')
    .update(`${RENDER_VERSION}:${width}:`)
    .update(pdfBytes)
    .digest('hex')
    .slice(0, 12);
  const name = posix
    .basename(pdfSitePath, '.pdf')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${name || 'document'}-${hash}.png`;
}

/**
 * How a content entry names its cover: Astro's image() reads a path relative
 * to the entry's file, so "./" or "../" first, with forward slashes on every
 * system. Both paths are relative to the project's root.
 */
export function coverPathFromEntry(entryFile: string, coverFile: string): string {
  const relative = posix.relative(posix.dirname(toPosix(entryFile)), toPosix(coverFile));
  return relative.startsWith('../') ? relative : `./${relative}`;
}

function toPosix(path: string): string {
  return path.replaceAll('\\', '/');
}
