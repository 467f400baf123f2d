import { describe, expect, it } from 'vitest';
import { nextZoomStep, resolveZoom, supportsPdfViewer, type Zoom } from './viewer-state';

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

describe('resolveZoom', () => {
  it.each<[string, Zoom, number, number, { scale: number; fitted: boolean }]>([
    ['a phone, before any zoom: fitted', 'auto', 343, 816, { scale: 343 / 816, fitted: true }],
    ['a wide column, before any zoom: 100%', 'auto', 1152, 816, { scale: 1, fitted: false }],
    ['a column the page’s width: 100%, not fitted', 'auto', 816, 816, { scale: 1, fitted: false }],
    ['not measured yet: 100%', 'auto', 0, 816, { scale: 1, fitted: false }],
    ['no page yet: 100%', 'auto', 343, 0, { scale: 1, fitted: false }],
    ['"Fit to width" on a phone', 'fit', 343, 816, { scale: 343 / 816, fitted: true }],
    [
      '"Fit to width" in a wide column: larger than 100%',
      'fit',
      1152,
      816,
      { scale: 1152 / 816, fitted: true },
    ],
    ['a zoom step, whatever the column', 1.25, 343, 816, { scale: 1.25, fitted: false }],
  ])('%s', (_name, zoom, available, page, expected) => {
    const { scale, fitted } = resolveZoom(zoom, available, page);
    expect(scale).toBeCloseTo(expected.scale);
    expect(fitted).toBe(expected.fitted);
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
