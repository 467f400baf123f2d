/**
 * Build time only: draws the first page of a PDF in public/ as a PNG in the
 * cover cache, once per version of the PDF (see pdf-cover-cache.ts), and
 * says where it is. The content loader calls it before an entry's schema
 * runs, so Astro's image() can turn the PNG into AVIF and WebP like any photo.
 *
 * pdf.js draws in Node on @napi-rs/canvas (installed with pdfjs-dist); it is
 * imported only when a cover must be drawn, so a warm rebuild never loads it.
 * Measured in a cold build on a shared 2-core machine: the seven sample
 * covers took 1 to 4 s to draw (by the machine's load); encoding their AVIF
 * and WebP sizes took 4.8 s of the 137 s spent on all images when there
 * were 42 of them (now 28, see PdfCover.astro). A warm rebuild reuses both.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { COVER_CACHE_FOLDER, COVER_RENDER_WIDTH, coverFileName } from './pdf-cover-cache.ts';

/** What this file uses of the canvas pdf.js makes in Node (an @napi-rs/canvas Canvas). */
interface NodeCanvas {
  encode(format: 'png'): Promise<Uint8Array>;
}
interface NodeCanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas };
}

/**
 * The cover of the PDF at `pdfSitePath` (like "/newsletters/x.pdf"), drawn
 * if the cache lacks it. Returns its path relative to `root`.
 */
export async function ensurePdfCover(root: string, pdfSitePath: string): Promise<string> {
  const pdfFile = join(root, 'public', pdfSitePath);
  const pdfBytes = new Uint8Array(await readFile(pdfFile));
  const coverFile = join(COVER_CACHE_FOLDER, coverFileName(pdfSitePath, pdfBytes));
  const fullPath = join(root, coverFile);
  if (existsSync(fullPath)) return coverFile;
  let png: Uint8Array;
  try {
    png = await drawFirstPage(pdfBytes, COVER_RENDER_WIDTH);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`public${pdfSitePath}: could not draw its first page as a cover (${reason}).`);
  }
  await mkdir(dirname(fullPath), { recursive: true });
  // Written aside and renamed: two builds sharing the cache (the build
  // tests' copies do) never read a half-written picture.
  const partial = `${fullPath}.${process.pid}.part`;
  await writeFile(partial, png);
  await rename(partial, fullPath);
  return coverFile;
}

async function drawFirstPage(pdfBytes: Uint8Array, width: number): Promise<Uint8Array> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Fonts, character maps and image decoders a PDF may need, from the
  // package itself: nothing is fetched from the internet.
  const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // In Node, pdf.js reads these with fs.readFile(folder + file name).
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
    const factory = pdf.canvasFactory as NodeCanvasFactory;
    const { canvas } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
    // pdf.js types the canvas as the browser's; in Node it is @napi-rs/canvas's.
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return await canvas.encode('png');
  } finally {
    await loading.destroy();
  }
}
