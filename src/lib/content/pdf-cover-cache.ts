/**
 * Where a PDF's cover is kept between builds: its name carries a hash of the PDF and of how it is
 * drawn, so a rebuild reuses it until the PDF (or the drawing) changes.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';

/** Width of the rendered page in pixels: a 300 px wide cover on a screen of twice the density. */
export const COVER_RENDER_WIDTH = 600;

/** Raise when the drawing changes (library, options), so every cover is drawn again. */
const RENDER_VERSION = 'pdfjs-6-png-1';

/** The cache folder, inside the project: git ignores node_modules, and `npm ci` starts it afresh. */
export const COVER_CACHE_FOLDER = 'node_modules/.cache/pdf-covers';

/** "/newsletters/x-2026.pdf" gives "x-2026-<12 hex digits of the hash>.png": published names say what they show. */
export function coverFileName(pdfSitePath: string, pdfBytes: Uint8Array, width = COVER_RENDER_WIDTH): string {
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

/** The cover's path as image() reads it: relative to the entry's file, "./" or "../" first, "/" on every system. */
export function coverPathFromEntry(entryFile: string, coverFile: string): string {
  const [entry, cover] = [entryFile, coverFile].map((path) => path.replaceAll('\\', '/'));
  const relative = posix.relative(posix.dirname(entry), cover);
  return relative.startsWith('../') ? relative : `./${relative}`;
}
