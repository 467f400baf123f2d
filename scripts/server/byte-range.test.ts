import { describe, expect, it } from 'vitest';
import { readByteRange } from './byte-range.ts';

describe('readByteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-199', 1000, { start: 100, end: 199 }],
    ['bytes=500-', 1000, { start: 500, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    [' bytes=0-0 ', 1000, { start: 0, end: 0 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=-10', 0, 'unsatisfiable'],
    ['bytes=200-100', 1000, 'whole file'],
    ['bytes=0-1,5-9', 1000, 'whole file'],
    ['bytes=-', 1000, 'whole file'],
    ['bytes=x-y', 1000, 'whole file'],
    ['pages=1-2', 1000, 'whole file'],
  ])('%j of %i bytes: %j', (header, size, range) => {
    expect(readByteRange(header, size)).toEqual(range);
  });
});
