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
