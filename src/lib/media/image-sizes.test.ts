import { describe, expect, it } from 'vitest';
import { columnWidthFor, sizesFor, type ColumnLayout } from './image-sizes';

describe('sizesFor', () => {
  it.each<[string, ColumnLayout[], string]>([
    ['one column', [{ minWidth: 0, columns: 1, gap: 0 }], '(min-width: 1184px) 1152px, calc(100vw - 32px)'],
    [
      'photo grid: 4 columns with 30 px gaps, 2 with 15 px at 768 px or less',
      [
        { minWidth: 769, columns: 4, gap: 30 },
        { minWidth: 0, columns: 2, gap: 15 },
      ],
      '(min-width: 1184px) 266px, (min-width: 769px) calc((100vw - 122px) / 4), calc((100vw - 47px) / 2)',
    ],
    [
      'carousel: 5, 4, 2 and 1 items',
      [
        { minWidth: 3000, columns: 5, gap: 0 },
        { minWidth: 1024, columns: 4, gap: 0 },
        { minWidth: 464, columns: 2, gap: 0 },
        { minWidth: 0, columns: 1, gap: 0 },
      ],
      '(min-width: 3000px) 231px, (min-width: 1184px) 288px, (min-width: 1024px) calc((100vw - 32px) / 4), ' +
        '(min-width: 464px) calc((100vw - 32px) / 2), calc(100vw - 32px)',
    ],
  ])('%s', (_name, layouts, expected) => {
    expect(sizesFor(layouts)).toBe(expected);
  });

  it('caps a narrower column, such as the text column', () => {
    expect(sizesFor([{ minWidth: 0, columns: 1, gap: 0 }], 672)).toBe(
      '(min-width: 704px) 672px, calc(100vw - 32px)',
    );
  });
});

describe('columnWidthFor', () => {
  it.each([
    [1152, 4, 30, 265.5],
    [343, 2, 15, 164],
    [90, 4, 30, 0],
  ])('container %i px, %i columns, %i px gutter: %d px', (container, columns, gap, expected) => {
    expect(columnWidthFor(container, { columns, gap })).toBeCloseTo(expected);
  });
});
