/**
 * The photo grid's columns (specification section 9): 4 columns with 30 px
 * gutters, 2 columns with 15 px gutters at 768 px or less. The no-JS CSS
 * columns in PhotoGrid.astro and the masonry island both follow this table.
 */
import type { ImageMetadata } from 'astro';
import type { ColumnLayout } from './image-sizes';

/** One photo as pages pass it to PhotoGrid.astro. */
export interface GridPhoto {
  id: string;
  image: ImageMetadata;
  alt: string;
  title?: string;
  /** News clippings show their date under the photo. */
  date?: Date;
}

/**
 * Width of the image a grid photo links to (and the lightbox shows): enough
 * for a full-screen view, instead of the 3000 px original. Narrower
 * originals are linked as they are.
 */
export const FULL_PHOTO_WIDTH = 1600;

/**
 * lightGallery's `data-lg-size` ("1600-1067") for a linked photo, from the
 * thumbnail's width and height attributes, which have the same shape. It is
 * worked out in the browser, when the lightbox first loads, rather than
 * written into the HTML: 60 unique numbers are bytes of the first round trip.
 */
export function fullPhotoSize(thumbWidth: number, thumbHeight: number, fullWidth = FULL_PHOTO_WIDTH): string {
  if (!(thumbWidth > 0 && thumbHeight > 0)) return '';
  return `${fullWidth}-${Math.round((fullWidth * thumbHeight) / thumbWidth)}`;
}

/** Widest first; the last starts at 0. */
export const PHOTO_GRID_LAYOUTS: readonly ColumnLayout[] = [
  { minWidth: 769, columns: 4, gap: 30 },
  { minWidth: 0, columns: 2, gap: 15 },
];

export function gridLayoutFor(viewportWidth: number): ColumnLayout {
  return (
    PHOTO_GRID_LAYOUTS.find(({ minWidth }) => viewportWidth >= minWidth) ??
    PHOTO_GRID_LAYOUTS[PHOTO_GRID_LAYOUTS.length - 1]
  );
}

/** Width of one column, in CSS pixels, once the gutters are taken out of the container. */
export function columnWidthFor(containerWidth: number, { columns, gap }: ColumnLayout): number {
  return Math.max((containerWidth - gap * (columns - 1)) / columns, 0);
}
