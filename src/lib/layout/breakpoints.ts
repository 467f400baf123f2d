// The viewport widths (CSS pixels) where the layout changes, for scripts. A media query cannot read a custom
// property, so stylesheets name them as custom media (src/styles/custom-media.css), kept equal by a test.
export const WIDTH = {
  /** Carousels show two photos side by side from here. */
  small: 464,
  /** Photo grids keep two narrow columns up to and including this width. */
  medium: 768,
  /** Carousels show four photos from here (and the header menu is a row, at the default text size). */
  large: 1024,
  /** Carousels show five photos from here. */
  wall: 3000,
} as const;
