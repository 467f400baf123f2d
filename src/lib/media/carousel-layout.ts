/**
 * How many photos a carousel shows at a given screen width, and the numbers
 * react-slick needs to honour the specification (section 9). The island
 * (matchMedia) and its stylesheet (the same named media queries) both read
 * this table, so the server HTML already shows the right count and
 * hydration does not jump.
 */
import { WIDTH } from '../layout/breakpoints';

export interface CarouselBreakpoint {
  /** The stylesheet's name for the media query where this count starts (src/styles/custom-media.css); `any-width` for the narrowest. */
  readonly from: 'from-wall' | 'from-large' | 'from-small' | 'any-width';
  /** Smallest viewport width, in CSS pixels, where this count applies. */
  readonly minWidth: number;
  readonly items: number;
}

/** Widest first, so the first match wins. */
export const CAROUSEL_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { from: 'from-wall', minWidth: WIDTH.wall, items: 5 },
  { from: 'from-large', minWidth: WIDTH.large, items: 4 },
  { from: 'from-small', minWidth: WIDTH.small, items: 2 },
  { from: 'any-width', minWidth: 0, items: 1 },
];

/**
 * The count at each breakpoint as custom properties on the carousel
 * (`--carousel-items-from-large: 4`): carousel.css picks one by media query.
 */
export const carouselItemsProperties: Readonly<Record<string, number>> = Object.fromEntries(
  CAROUSEL_BREAKPOINTS.map(({ from, items }) => [`--carousel-items-${from}`, items]),
);

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
 * The breakpoint from which all `count` photos fit side by side, or
 * undefined if they never do. Lets the server hide the "scroll sideways"
 * hint, and the island skip the slider, where nothing would move.
 */
export function fitsFrom(count: number): CarouselBreakpoint['from'] | undefined {
  const ascending = [...CAROUSEL_BREAKPOINTS].reverse();
  return ascending.find(({ items }) => items >= count)?.from;
}
