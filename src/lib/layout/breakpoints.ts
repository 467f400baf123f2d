/**
 * The viewport widths where the layout changes: the one place they are
 * written. Scripts read them here (`matchMedia(MEDIA['from-large'])`, the
 * carousel and photo grid tables). Stylesheets name them as custom media,
 * `@media (--from-large)`, and the build writes the query in their place
 * (src/integrations/custom-media/), because a media query cannot read a
 * custom property.
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

/**
 * Every width-dependent media query of the site, by the name stylesheets use
 * (`@media (--from-large)`). The rem ones follow the reader's font size
 * rather than the screen.
 */
export const MEDIA = {
  'from-small': `(min-width: ${WIDTH.small}px)`,
  'up-to-medium': `(max-width: ${WIDTH.medium}px)`,
  'from-medium': `(min-width: ${WIDTH.medium}px)`,
  // Not max-width: 1023px, which leaves a gap between 1023 and 1024 px at fractional zoom levels.
  'below-large': `(max-width: ${WIDTH.large - 0.02}px)`,
  'from-large': `(min-width: ${WIDTH.large}px)`,
  'from-wall': `(min-width: ${WIDTH.wall}px)`,
  /** The contact and volunteer pages put their two parts side by side. */
  'two-column-page': '(min-width: 60rem)',
  /** The footer's activity list no longer spans two of its columns. */
  'narrow-footer': '(max-width: 40rem)',
} as const;

export type MediaName = keyof typeof MEDIA;
