/**
 * The viewport widths where the layout changes, for scripts (the menu, the
 * carousel and photo grid tables). Stylesheets name the same widths as custom
 * media, `@media (--from-large)`, defined in src/styles/custom-media.css,
 * because a media query cannot read a custom property;
 * src/styles/stylesheets.test.ts keeps the two the same.
 */

/** Viewport widths, in CSS pixels. */
export const WIDTH = {
  /** Carousels show two photos side by side from here. */
  small: 464,
  /** Photo grids keep two narrow columns up to and including this width. */
  medium: 768,
  /** The header menu is one row with dropdowns from here; carousels show four photos. */
  large: 1024,
  /** Carousels show five photos from here. */
  wall: 3000,
} as const;
