/**
 * The photo grid's columns: 4 columns with 30 px
 * gutters, 2 columns with 15 px gutters at 768 px or less. The CSS of
 * PhotoGridList.astro (through gridLayoutProperties) and the masonry script
 * both read this table.
 */
import type { ImageMetadata } from 'astro';
import { WIDTH } from '../layout/breakpoints';
import type { ColumnLayout } from './image-sizes';

/** One photo as pages pass it to PhotoGrid.astro. */
export interface GridPhoto {
  id: string;
  image: ImageMetadata;
  alt: string;
  title?: string;
  /** News clippings show their date under the photo. */
  date?: Date;
  /** The word fields shown in English for want of a translation (marked lang="en"). */
  untranslated?: readonly string[];
}

const WIDE: ColumnLayout = { minWidth: WIDTH.medium + 1, columns: 4, gap: 30 };
const NARROW: ColumnLayout = { minWidth: 0, columns: 2, gap: 15 };

/** Widest first; the last starts at 0. */
export const PHOTO_GRID_LAYOUTS: readonly ColumnLayout[] = [WIDE, NARROW];

/**
 * Both layouts as custom properties on the grid: PhotoGridList.astro's
 * stylesheet uses the wide one and switches to the narrow one at
 * `(--up-to-medium)`; masonry reads the result back from the CSS.
 */
export const gridLayoutProperties = {
  '--grid-wide-columns': WIDE.columns,
  '--grid-wide-gap': `${WIDE.gap}px`,
  '--grid-narrow-columns': NARROW.columns,
  '--grid-narrow-gap': `${NARROW.gap}px`,
} as const;
