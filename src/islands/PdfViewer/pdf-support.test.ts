import { describe, expect, it } from 'vitest';
import { supportsPdfViewer, type PdfEnvironment } from './pdf-support';

const fn = () => undefined;
const current: PdfEnvironment = {
  Promise: { withResolvers: fn },
  ReadableStream: fn,
  Worker: fn,
  HTMLCanvasElement: fn,
  OffscreenCanvas: fn,
};

describe('supportsPdfViewer', () => {
  it.each<[string, PdfEnvironment, boolean]>([
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
