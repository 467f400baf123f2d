// Kept apart from photo-grid-layout.ts, which the masonry script uses: the
// lightbox chunk importing from there too would make the browser fetch a
// shared chunk of a few hundred bytes, one round trip later, before masonry.

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
