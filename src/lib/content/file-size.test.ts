import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const english = { bytes: '{size} bytes', kilobytes: '{size} KB', megabytes: '{size} MB' };

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [245_400, '245 KB'],
    [999_499, '999 KB'],
    [1_000_000, '1.0 MB'],
    [1_250_000, '1.3 MB'],
    [12_400_000, '12 MB'],
  ])('%i bytes reads "%s" in en-GB', (bytes, expected) => {
    expect(formatFileSize(bytes, 'en-GB', english)).toBe(expected);
  });

  it("writes the number the locale's way and the unit in the dictionary's words", () => {
    const german = { bytes: '{size} Byte', kilobytes: '{size} kB', megabytes: '{size} MB' };
    expect(formatFileSize(1_250_000, 'de-DE', german)).toBe('1,3 MB');
    expect(formatFileSize(245_400, 'de-DE', german)).toBe('245 kB');
  });

  it('refuses sizes that cannot be real', () => {
    expect(() => formatFileSize(-1, 'en-GB', english)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN, 'en-GB', english)).toThrow(RangeError);
  });
});
