/** The PDF reader's rules as plain functions, tested with tables: support, pages and zoom. */

const FEATURES = ['ReadableStream', 'Worker', 'HTMLCanvasElement', 'OffscreenCanvas'] as const;

/**
 * pdf.js 6 (legacy build) runs from about Chrome 125 / Safari 18: checking first
 * says why the document is not shown instead of failing half-way through loading.
 */
export function supportsPdfViewer(
  env: { Promise?: { withResolvers?: unknown } } & Partial<Record<(typeof FEATURES)[number], unknown>>,
) {
  const resolvers = typeof env.Promise?.withResolvers === 'function';
  return resolvers && FEATURES.every((name) => typeof env[name] === 'function');
}

/** Zoom levels offered by the zoom buttons; 1 is the document's real size (100%). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** 'auto' until the visitor zooms: fitted to the width where the page is wider (phones), else 100%. */
export type Zoom = { mode: 'auto' | 'fit' } | { mode: 'scale'; scale: number };

export interface ViewerState {
  page: number;
  pageCount: number;
  zoom: Zoom;
}

export type ViewerAction =
  | { type: 'loaded'; pageCount: number }
  | { type: 'previous' | 'next' | 'fit' }
  /** `current` is the scale on screen now, which in fit mode is not a step. */
  | { type: 'zoom-in' | 'zoom-out'; current: number };

export const initialViewerState: ViewerState = { page: 1, pageCount: 0, zoom: { mode: 'auto' } };

/** The next zoom step above (or below) the current scale, staying within the steps. */
export function nextZoomStep(current: number, direction: 'in' | 'out'): number {
  if (direction === 'in')
    return ZOOM_STEPS.find((step) => step > current + 0.001) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return ZOOM_STEPS.findLast((step) => step < current - 0.001) ?? ZOOM_STEPS[0];
}

/** Scale at which a page of `pageWidth` (CSS px at 100%) fills `availableWidth`. */
export function fitScale(availableWidth: number, pageWidth: number): number {
  return availableWidth > 0 && pageWidth > 0 ? availableWidth / pageWidth : 1;
}

export function effectiveScale(zoom: Zoom, fit: number): number {
  if (zoom.mode === 'scale') return zoom.scale;
  return zoom.mode === 'fit' ? fit : Math.min(fit, 1);
}

/** Whether the page is shown fitted to the width, so "Fit to width" reads as pressed. */
export function isFitted(zoom: Zoom, fit: number): boolean {
  return zoom.mode === 'fit' || (zoom.mode === 'auto' && fit < 1);
}

/** "75%": what the zoom level reads as next to the buttons. */
export function zoomLabel(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'loaded':
      return { ...initialViewerState, pageCount: action.pageCount };
    case 'previous':
      return { ...state, page: Math.max(state.page - 1, 1) };
    case 'next':
      return { ...state, page: Math.min(state.page + 1, Math.max(state.pageCount, 1)) };
    case 'fit':
      return { ...state, zoom: { mode: 'fit' } };
    case 'zoom-in':
      return { ...state, zoom: { mode: 'scale', scale: nextZoomStep(action.current, 'in') } };
    case 'zoom-out':
      return { ...state, zoom: { mode: 'scale', scale: nextZoomStep(action.current, 'out') } };
  }
}
