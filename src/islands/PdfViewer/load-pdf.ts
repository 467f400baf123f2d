// pdf.js, loaded on demand by PdfViewer.tsx, its worker served from this site.
// The legacy build: the modern one needs built-ins only the newest browsers
// have (Promise.try); legacy runs from Chrome 125 / Safari 18 for ~37 KB more.
import { getDocument, GlobalWorkerOptions, PixelsPerInch, TextLayer } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Cheap phones run out of memory on huge canvases: cap the backing store. */
const MAX_CANVAS_PIXELS = 16_000_000;

export async function openPdf(url: string) {
  const loading = getDocument({ url, verbosity: 0 /* errors only */ });
  const doc = await loading.promise;

  return {
    pageCount: doc.numPages,
    /** Width of the first page at 100%, in CSS pixels. */
    pageWidth: (await doc.getPage(1)).getViewport({ scale: PixelsPerInch.PDF_TO_CSS_UNITS }).width,
    /** Draws a page into `pageBox` (sizing it): the canvas, and the text layer over it. */
    async renderPage(pageNumber: number, zoom: number, pageBox: HTMLElement, signal: AbortSignal) {
      const page = await doc.getPage(pageNumber);
      if (signal.aborted) return;
      const viewport = page.getViewport({ scale: zoom * PixelsPerInch.PDF_TO_CSS_UNITS });
      const { width, height } = viewport;
      const ratio = Math.max(
        Math.min(devicePixelRatio || 1, 2, Math.sqrt(MAX_CANVAS_PIXELS / (width * height))),
        0.5,
      );
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(width * ratio);
      canvas.height = Math.floor(height * ratio);
      canvas.setAttribute('aria-hidden', 'true');
      const task = page.render({ canvas, viewport, transform: [ratio, 0, 0, ratio, 0, 0] });
      // Invisible text over the canvas, so it can be selected, searched and read by screen readers.
      const text = Object.assign(document.createElement('div'), { className: 'pdf-viewer__text' });
      const textLayer = new TextLayer({
        textContentSource: page.streamTextContent(),
        container: text,
        viewport,
      });
      signal.addEventListener('abort', () => {
        task.cancel();
        textLayer.cancel();
      });
      await Promise.all([task.promise, textLayer.render()]);
      if (signal.aborted) return;
      // Swapped in once drawn: the old page stays instead of flashing white.
      pageBox.replaceChildren(canvas, text);
      pageBox.style.setProperty('--total-scale-factor', String(viewport.scale));
      Object.assign(pageBox.style, { inlineSize: `${width}px`, blockSize: `${height}px` });
    },
    destroy: () => void loading.destroy(),
  };
}

export type PdfHandle = Awaited<ReturnType<typeof openPdf>>;
