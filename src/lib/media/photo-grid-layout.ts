/** The photo grid's columns, read by PhotoGrid.astro's CSS (gridLayoutProperties) and the masonry script. */
import { WIDTH } from '../layout/breakpoints';
import type { ColumnLayout } from './image-sizes';

const WIDE: ColumnLayout = { minWidth: WIDTH.medium + 1, columns: 4, gap: 30 };
const NARROW: ColumnLayout = { minWidth: 0, columns: 2, gap: 15 };

/** Widest first; the last starts at 0. */
export const PHOTO_GRID_LAYOUTS: readonly ColumnLayout[] = [WIDE, NARROW];

/** Both layouts as custom properties: the stylesheet switches to the narrow one at `(--up-to-medium)`. */
export const gridLayoutProperties = {
  '--grid-wide-columns': WIDE.columns,
  '--grid-wide-gap': `${WIDE.gap}px`,
  '--grid-narrow-columns': NARROW.columns,
  '--grid-narrow-gap': `${NARROW.gap}px`,
} as const;
