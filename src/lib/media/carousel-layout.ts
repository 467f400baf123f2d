/**
 * How many photos a carousel shows at a given screen width, and the numbers
 * react-slick needs to honour the specification (section 9). Shared by the
 * island (matchMedia) and its stylesheet's media queries, which must agree so
 * the server HTML already shows the right count and hydration does not jump.
 */

export interface CarouselBreakpoint {
  /** Smallest viewport width, in CSS pixels, where this count applies. */
  readonly minWidth: number;
  readonly items: number;
}

/** Widest first, so the first match wins. Mirrored in islands/Carousel/carousel.css. */
export const CAROUSEL_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { minWidth: 3000, items: 5 },
  { minWidth: 1024, items: 4 },
  { minWidth: 464, items: 2 },
  { minWidth: 0, items: 1 },
];

/** Time between automatic slide changes, in milliseconds. */
export const CAROUSEL_INTERVAL_MS = 2500;

/** A drag or swipe shorter than this, in CSS pixels, leaves the slide where it is. */
export const CAROUSEL_MIN_SWIPE_PX = 80;

export function itemsForWidth(viewportWidth: number): number {
  const match = CAROUSEL_BREAKPOINTS.find(({ minWidth }) => viewportWidth >= minWidth);
  return match?.items ?? 1;
}

/**
 * react-slick's `touchThreshold` is a divisor of the list width (a swipe must
 * exceed width / touchThreshold), not a distance. Derive it from the measured
 * width so the real minimum stays at `minSwipe` pixels on every screen.
 */
export function touchThresholdFor(listWidth: number, minSwipe: number = CAROUSEL_MIN_SWIPE_PX): number {
  if (!Number.isFinite(listWidth) || listWidth <= 0 || minSwipe <= 0) return 5; // react-slick's default until measured
  return Math.max(listWidth / minSwipe, 1);
}

/** react-slick waits `autoplaySpeed + 50` ms between slides; ask for 50 ms less to get the real interval. */
export function slickAutoplaySpeed(intervalMs: number = CAROUSEL_INTERVAL_MS): number {
  return Math.max(intervalMs - 50, 0);
}

/**
 * The smallest breakpoint at which all `count` photos fit side by side, or
 * undefined if they never do. Lets the server hide the "scroll sideways"
 * hint, and the island skip the slider, where nothing would move.
 */
export function fitsFromWidth(count: number): number | undefined {
  const ascending = [...CAROUSEL_BREAKPOINTS].reverse();
  return ascending.find(({ items }) => items >= count)?.minWidth;
}
