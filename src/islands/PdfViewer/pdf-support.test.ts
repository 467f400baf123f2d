import { describe, expect, it } from 'vitest';
import { supportsPdfViewer, type PdfEnvironment } from './pdf-support';

const fn = () => undefined;
const modern: PdfEnvironment = {
  Promise: { try: fn, withResolvers: fn },
  Map: { prototype: { getOrInsertComputed: fn } },
  Iterator: fn,
  ReadableStream: fn,
  Worker: fn,
  HTMLCanvasElement: fn,
};

describe('supportsPdfViewer', () => {
  it.each<[string, PdfEnvironment, boolean]>([
    ['a current browser', modern, true],
    ['no Promise.try (Chrome before 128)', { ...modern, Promise: { withResolvers: fn } }, false],
    ['no Map getOrInsertComputed', { ...modern, Map: { prototype: {} } }, false],
    ['no Iterator global', { ...modern, Iterator: undefined }, false],
    ['no Web Workers', { ...modern, Worker: undefined }, false],
    ['no canvas', { ...modern, HTMLCanvasElement: undefined }, false],
    ['nothing at all', {}, false],
  ])('%s: %s', (_name, env, expected) => {
    expect(supportsPdfViewer(env)).toBe(expected);
  });
});
