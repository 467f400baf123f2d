import { describe, expect, it } from 'vitest';
import { gridLayoutProperties, PHOTO_GRID_LAYOUTS } from './photo-grid-layout';

describe('PHOTO_GRID_LAYOUTS', () => {
  it('has 4 columns with 30 px gutters, and 2 with 15 px at 768 px or less', () => {
    expect(PHOTO_GRID_LAYOUTS).toEqual([
      { minWidth: 769, columns: 4, gap: 30 },
      { minWidth: 0, columns: 2, gap: 15 },
    ]);
  });

  it('gives the stylesheet both layouts', () => {
    expect(gridLayoutProperties).toEqual({
      '--grid-wide-columns': 4,
      '--grid-wide-gap': '30px',
      '--grid-narrow-columns': 2,
      '--grid-narrow-gap': '15px',
    });
  });
});
