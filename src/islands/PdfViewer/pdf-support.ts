/**
 * Whether this browser can run pdf.js 6 (modern build). The library uses very
 * recent built-ins at import time and while rendering; older browsers would
 * throw half-way. Checking first lets the page keep its download link and say
 * why the document is not shown.
 */
export interface PdfEnvironment {
  Promise?: { try?: unknown; withResolvers?: unknown };
  Map?: { prototype?: { getOrInsertComputed?: unknown } };
  Iterator?: unknown;
  ReadableStream?: unknown;
  Worker?: unknown;
  HTMLCanvasElement?: unknown;
}

export function supportsPdfViewer(env: PdfEnvironment): boolean {
  return (
    typeof env.Promise?.try === 'function' &&
    typeof env.Promise.withResolvers === 'function' &&
    typeof env.Map?.prototype?.getOrInsertComputed === 'function' &&
    typeof env.Iterator === 'function' &&
    typeof env.ReadableStream === 'function' &&
    typeof env.Worker === 'function' &&
    typeof env.HTMLCanvasElement === 'function'
  );
}
