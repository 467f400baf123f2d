/**
 * pdf.js, loaded on demand by PdfViewer.tsx; the worker is served from this
 * site, never a CDN. The legacy build: the modern one needs built-ins only
 * the newest browsers have (Map.prototype.getOrInsertComputed, Promise.try);
 * legacy runs from Chrome 125 / Safari 18 for about 37 KB more (gzip).
 */
import {
  getDocument,
  GlobalWorkerOptions,
  PixelsPerInch,
  TextLayer,
  type PDFDocumentProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Cheap phones run out of memory on huge canvases: cap the backing store. */
const MAX_CANVAS_PIXELS = 16_000_000;

/** Where a page goes: its box (sized here), a holder for the canvas, and the text layer. */
export interface PageTarget {
  page: HTMLElement;
  canvasSlot: HTMLElement;
  text: HTMLElement;
}

function outputScale(width: number, height: number): number {
  const wanted = Math.min(window.devicePixelRatio || 1, 2);
  const fits = Math.sqrt(MAX_CANVAS_PIXELS / (width * height));
  return Math.max(Math.min(wanted, fits), 0.5);
}

async function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  zoom: number,
  { page: pageBox, canvasSlot, text }: PageTarget,
  signal: AbortSignal,
): Promise<void> {
  const page = await doc.getPage(pageNumber);
  if (signal.aborted) return;
  const viewport = page.getViewport({ scale: zoom * PixelsPerInch.PDF_TO_CSS_UNITS });
  const ratio = outputScale(viewport.width, viewport.height);

  // Draw on a fresh canvas and swap it in when done, so the old page stays
  // visible instead of flashing white while the new one renders.
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.setAttribute('aria-hidden', 'true');
  const task = page.render({
    canvas,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  });
  signal.addEventListener('abort', () => task.cancel());
  await task.promise;
  if (signal.aborted) return;

  canvasSlot.replaceChildren(canvas);
  pageBox.style.setProperty('--total-scale-factor', String(viewport.scale));
  pageBox.style.inlineSize = `${viewport.width}px`;
  pageBox.style.blockSize = `${viewport.height}px`;

  // The text layer: invisible text over the canvas, so it can be selected,
  // searched and read by screen readers.
  text.replaceChildren();
  const textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
  signal.addEventListener('abort', () => textLayer.cancel());
  await textLayer.render();
}

export async function openPdf(url: string) {
  const loading = getDocument({ url, verbosity: 0 /* errors only */ });
  const doc = await loading.promise;
  return {
    pageCount: doc.numPages,
    /** Width of a page at 100%, in CSS pixels. */
    async pageWidth(pageNumber: number) {
      const page = await doc.getPage(pageNumber);
      return page.getViewport({ scale: PixelsPerInch.PDF_TO_CSS_UNITS }).width;
    },
    renderPage(pageNumber: number, zoom: number, target: PageTarget) {
      const controller = new AbortController();
      const done = drawPage(doc, pageNumber, zoom, target, controller.signal).catch((error: unknown) => {
        // A cancelled render is not a failure: a newer one replaced it.
        if (!controller.signal.aborted) throw error;
      });
      return { done, cancel: () => controller.abort() };
    },
    destroy() {
      void loading.destroy();
    },
  };
}

export type PdfHandle = Awaited<ReturnType<typeof openPdf>>;
