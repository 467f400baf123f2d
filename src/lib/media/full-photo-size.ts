// Kept apart from photo-grid-layout.ts, which the masonry script uses: the
// lightbox chunk importing from there too would make the browser fetch a
// shared chunk of a few hundred bytes, one round trip later, before masonry.

/** Width of the image a grid photo links to (the lightbox's): full screen, not the 3000 px original. */
export const FULL_PHOTO_WIDTH = 1600;

/**
 * lightGallery's `data-lg-size` ("1600-1067") from the thumbnail's shape, worked out when the
 * lightbox loads rather than written into the HTML: 60 numbers are bytes of the first round trip.
 */
export function fullPhotoSize(thumbWidth: number, thumbHeight: number, fullWidth = FULL_PHOTO_WIDTH): string {
  if (!(thumbWidth > 0 && thumbHeight > 0)) return '';
  return `${fullWidth}-${Math.round((fullWidth * thumbHeight) / thumbWidth)}`;
}
