// Build time: draws a PDF's first page as a PNG in the cover cache before the entry's schema runs,
// so image() makes AVIF and WebP of it like any photo. A cover's name carries a hash of the PDF and
// of how it is drawn, so a rebuild reuses it until either changes. pdf.js (on @napi-rs/canvas) is
// imported only when a cover must be drawn: 1 to 4 s per cover, measured cold.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, posix, sep } from 'node:path';

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

/** The cover of the PDF at `pdfSitePath` ("/newsletters/x.pdf"), drawn if the cache lacks it; its path from `root`. */
export async function ensurePdfCover(root: string, pdfSitePath: string): Promise<string> {
  const pdfBytes = new Uint8Array(await readFile(join(root, 'public', pdfSitePath)));
  const coverFile = join(COVER_CACHE_FOLDER, coverFileName(pdfSitePath, pdfBytes));
  const fullPath = join(root, coverFile);
  if (existsSync(fullPath)) return coverFile;
  const png = await drawFirstPage(pdfBytes, COVER_RENDER_WIDTH).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`public${pdfSitePath}: could not draw its first page as a cover (${reason}).`);
  });
  await mkdir(dirname(fullPath), { recursive: true });
  // Written aside and renamed: two builds sharing the cache never read a half-written picture.
  const partial = `${fullPath}.${process.pid}.part`;
  await writeFile(partial, png);
  await rename(partial, fullPath);
  return coverFile;
}

async function drawFirstPage(pdfBytes: Uint8Array, width: number): Promise<Uint8Array> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  // Fonts, character maps and decoders from the package itself, which pdf.js reads with
  // fs.readFile(folder + file name): nothing is fetched from the internet.
  const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folderUrl = (name: string) => `${join(pdfjsFolder, name)}${sep}`;
  const loading = getDocument({
    // pdf.js takes ownership of the array it is given.
    data: pdfBytes.slice(),
    standardFontDataUrl: folderUrl('standard_fonts'),
    cMapUrl: folderUrl('cmaps'),
    wasmUrl: folderUrl('wasm'),
    verbosity: 0,
  });
  const pdf = await loading.promise;
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    // pdf.js types the canvas as the browser's; in Node it draws on @napi-rs/canvas's, as its own do.
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return await canvas.encode('png');
  } finally {
    await loading.destroy();
  }
}
