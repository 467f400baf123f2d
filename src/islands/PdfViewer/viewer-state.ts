/** The PDF reader's rules as plain functions, tested with tables: support and zoom. */

const FEATURES = ['ReadableStream', 'Worker', 'HTMLCanvasElement', 'OffscreenCanvas'] as const;

/**
 * pdf.js 6 (legacy build) runs from about Chrome 125 / Safari 18: checking first
 * says why the document is not shown instead of failing half-way through loading.
 */
export function supportsPdfViewer(
  env: { Promise?: { withResolvers?: unknown } } & Partial<Record<(typeof FEATURES)[number], unknown>>,
) {
  const features = [env.Promise?.withResolvers, ...FEATURES.map((name) => env[name])];
  return features.every((feature) => typeof feature === 'function');
}

/** Zoom levels offered by the zoom buttons; 1 is the document's real size (100%). */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** 'auto' until the visitor zooms: fitted to the width where the page is wider (phones), else 100%. */
export type Zoom = 'auto' | 'fit' | number;

/** The zoom step above (or below) the scale on screen, which in fit mode is not a step. */
export function nextZoomStep(current: number, direction: 'in' | 'out'): number {
  if (direction === 'in')
    return ZOOM_STEPS.find((step) => step > current + 0.001) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return ZOOM_STEPS.findLast((step) => step < current - 0.001) ?? ZOOM_STEPS[0];
}

/**
 * The scale on screen for a page `pageWidth` wide (CSS px at 100%) in a column `availableWidth` wide,
 * and whether that is fitted to the width, so "Fit to width" reads as pressed.
 */
export function resolveZoom(zoom: Zoom, availableWidth: number, pageWidth: number) {
  if (typeof zoom === 'number') return { scale: zoom, fitted: false };
  const fit = availableWidth > 0 && pageWidth > 0 ? availableWidth / pageWidth : 1;
  const fitted = zoom === 'fit' || fit < 1;
  return { scale: fitted ? fit : 1, fitted };
}
