import { describe, expect, it } from 'vitest';
import {
  effectiveScale,
  fitScale,
  nextZoomStep,
  isFitted,
  supportsPdfViewer,
  viewerReducer,
  zoomLabel,
  type ViewerAction,
  type ViewerState,
} from './viewer-state';

const threePages: ViewerState = { page: 1, pageCount: 3, zoom: { mode: 'scale', scale: 1 } };

describe('viewerReducer', () => {
  it.each<[string, ViewerState, ViewerAction, Partial<ViewerState>]>([
    [
      'loads at page 1, sized for the column',
      { ...threePages, page: 2 },
      { type: 'loaded', pageCount: 4 },
      { page: 1, pageCount: 4, zoom: { mode: 'auto' } },
    ],
    ['next page', threePages, { type: 'next' }, { page: 2 }],
    ['no page after the last', { ...threePages, page: 3 }, { type: 'next' }, { page: 3 }],
    ['previous page', { ...threePages, page: 2 }, { type: 'previous' }, { page: 1 }],
    ['no page before the first', threePages, { type: 'previous' }, { page: 1 }],
    [
      'zoom in from 100%',
      threePages,
      { type: 'zoom-in', current: 1 },
      { zoom: { mode: 'scale', scale: 1.25 } },
    ],
    [
      'zoom out from 100%',
      threePages,
      { type: 'zoom-out', current: 1 },
      { zoom: { mode: 'scale', scale: 0.75 } },
    ],
    [
      'zoom in from a fitted 43%',
      { ...threePages, zoom: { mode: 'fit' } },
      { type: 'zoom-in', current: 0.43 },
      { zoom: { mode: 'scale', scale: 0.5 } },
    ],
    ['fit to width', threePages, { type: 'fit' }, { zoom: { mode: 'fit' } }],
  ])('%s', (_name, state, action, expected) => {
    expect(viewerReducer(state, action)).toMatchObject(expected);
  });
});

describe('nextZoomStep', () => {
  it.each<[number, 'in' | 'out', number]>([
    [1, 'in', 1.25],
    [3, 'in', 3],
    [2.4, 'in', 3],
    [1, 'out', 0.75],
    [0.5, 'out', 0.5],
    [0.43, 'out', 0.5],
    [0.43, 'in', 0.5],
    [1.1, 'out', 1],
  ])('from %d zooming %s gives %d', (current, direction, expected) => {
    expect(nextZoomStep(current, direction)).toBe(expected);
  });
});

describe('fit to width', () => {
  it.each([
    [343, 816, 343 / 816, true],
    [1152, 816, 1152 / 816, false],
    [816, 816, 1, false],
    [0, 816, 1, false],
  ])('column %i px, page %i px: scale %d, fitted before any zoom %s', (available, page, scale, fits) => {
    expect(fitScale(available, page)).toBeCloseTo(scale);
    expect(isFitted({ mode: 'auto' }, fitScale(available, page))).toBe(fits);
    expect(effectiveScale({ mode: 'auto' }, fitScale(available, page))).toBeCloseTo(fits ? scale : 1);
  });
});

describe('effectiveScale and zoomLabel', () => {
  it.each<[ViewerState['zoom'], number, string]>([
    [{ mode: 'fit' }, 0.4203, '42%'],
    [{ mode: 'fit' }, 1.41, '141%'],
    [{ mode: 'auto' }, 0.4203, '42%'],
    [{ mode: 'auto' }, 1.41, '100%'],
    [{ mode: 'scale', scale: 1.25 }, 0.4203, '125%'],
    [{ mode: 'scale', scale: 3 }, 2, '300%'],
  ])('%j with fit %d reads %s', (zoom, fit, label) => {
    expect(zoomLabel(effectiveScale(zoom, fit))).toBe(label);
  });
});

const fn = () => undefined;
const current = {
  Promise: { withResolvers: fn },
  ReadableStream: fn,
  Worker: fn,
  HTMLCanvasElement: fn,
  OffscreenCanvas: fn,
};

describe('supportsPdfViewer', () => {
  it.each<[string, Parameters<typeof supportsPdfViewer>[0], boolean]>([
    ['a current browser', current, true],
    ['no Promise.withResolvers (Chrome before 119, Safari before 17.4)', { ...current, Promise: {} }, false],
    ['no streams', { ...current, ReadableStream: undefined }, false],
    ['no Web Workers', { ...current, Worker: undefined }, false],
    ['no canvas', { ...current, HTMLCanvasElement: undefined }, false],
    ['no OffscreenCanvas (Safari before 16.4)', { ...current, OffscreenCanvas: undefined }, false],
    ['nothing at all', {}, false],
  ])('%s: %s', (_name, env, expected) => {
    expect(supportsPdfViewer(env)).toBe(expected);
  });
});
