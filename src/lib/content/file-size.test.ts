import { describe, expect, it } from 'vitest';
import { describePdf, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [245_400, '245 KB'],
    [999_499, '999 KB'],
    [1_250_000, '1.3 MB'],
    [12_400_000, '12 MB'],
  ])('%i bytes reads "%s"', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('refuses sizes that cannot be real', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });

  it('labels PDFs with their size', () => {
    expect(describePdf(180_000)).toBe('PDF, 180 KB');
  });
});
