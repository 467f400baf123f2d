import { describe, expect, it } from 'vitest';
import { fullPhotoSize } from './full-photo-size';
import { columnWidthFor, gridLayoutFor } from './photo-grid-layout';

describe('gridLayoutFor', () => {
  it.each([
    [320, 2, 15],
    [375, 2, 15],
    [768, 2, 15],
    [769, 4, 30],
    [1280, 4, 30],
    [3200, 4, 30],
  ])('at %i px: %i columns, %i px gutter', (width, columns, gap) => {
    expect(gridLayoutFor(width)).toMatchObject({ columns, gap });
  });
});

describe('columnWidthFor', () => {
  it.each([
    [1152, 4, 30, 265.5],
    [343, 2, 15, 164],
    [90, 4, 30, 0],
  ])('container %i px, %i columns, %i px gutter: %d px', (container, columns, gap, expected) => {
    expect(columnWidthFor(container, { minWidth: 0, columns, gap })).toBeCloseTo(expected);
  });
});

describe('fullPhotoSize', () => {
  it('scales the thumbnail shape to the linked photo width', () => {
    expect(fullPhotoSize(640, 427)).toBe('1600-1068');
    expect(fullPhotoSize(640, 640)).toBe('1600-1600');
    expect(fullPhotoSize(320, 480, 900)).toBe('900-1350');
  });

  it('gives nothing for a thumbnail without a size', () => {
    expect(fullPhotoSize(0, 427)).toBe('');
    expect(fullPhotoSize(Number.NaN, 427)).toBe('');
  });
});
