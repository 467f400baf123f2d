/**
 * Build time: draws a PDF's first page as a PNG in the cover cache (pdf-cover-cache.ts) before the
 * entry's schema runs, so image() makes AVIF and WebP of it like any photo. pdf.js (on
 * @napi-rs/canvas) is imported only when a cover must be drawn: 1 to 4 s per cover, measured cold.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { COVER_CACHE_FOLDER, COVER_RENDER_WIDTH, coverFileName } from './pdf-cover-cache.ts';

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
