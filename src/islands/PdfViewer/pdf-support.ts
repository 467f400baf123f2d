/**
 * Whether this browser can run pdf.js 6 (legacy build, see load-pdf.ts: about
 * Chrome 125 / Safari 18 and later). Checking first lets the page keep its
 * download link and say why the document is not shown, instead of failing
 * half-way through loading.
 */
export interface PdfEnvironment {
  Promise?: { withResolvers?: unknown };
  ReadableStream?: unknown;
  Worker?: unknown;
  HTMLCanvasElement?: unknown;
  OffscreenCanvas?: unknown;
}

export function supportsPdfViewer(env: PdfEnvironment): boolean {
  return (
    typeof env.Promise?.withResolvers === 'function' &&
    typeof env.ReadableStream === 'function' &&
    typeof env.Worker === 'function' &&
    typeof env.HTMLCanvasElement === 'function' &&
    typeof env.OffscreenCanvas === 'function'
  );
}
