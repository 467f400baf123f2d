/**
 * How many photos a carousel shows at each screen width, and the numbers react-slick needs for the
 * specification (section 9). The island and its stylesheet both read this table, so hydration does not jump.
 */
import { WIDTH } from '../layout/breakpoints';

/** Widest first; `from` names the custom media (src/styles/custom-media.css) where the count starts. */
export const CAROUSEL_BREAKPOINTS = [
  { from: 'from-wall', minWidth: WIDTH.wall, items: 5 },
  { from: 'from-large', minWidth: WIDTH.large, items: 4 },
  { from: 'from-small', minWidth: WIDTH.small, items: 2 },
  { from: 'any-width', minWidth: 0, items: 1 },
] as const;

/** The counts as custom properties (`--carousel-items-from-large: 4`) that carousel.css picks by media query. */
export const carouselItemsProperties: Readonly<Record<string, number>> = Object.fromEntries(
  CAROUSEL_BREAKPOINTS.map(({ from, items }) => [`--carousel-items-${from}`, items]),
);

/**
 * react-slick's `touchThreshold` divides the list width (a swipe must exceed width / threshold):
 * derived from the measured width, a swipe shorter than `minSwipe` px leaves the slide on every screen.
 */
export function touchThresholdFor(listWidth: number, minSwipe = 80): number {
  // react-slick's default (5) until measured.
  return listWidth > 0 ? Math.max(listWidth / minSwipe, 1) : 5;
}

/** react-slick waits `autoplaySpeed + 50` ms between slides; ask for 50 ms less to get the real interval. */
export function slickAutoplaySpeed(intervalMs = 2500): number {
  return Math.max(intervalMs - 50, 0);
}

/** Where all `count` photos fit side by side (no slider, no "scroll sideways" hint), if ever. */
export function fitsFrom(count: number): (typeof CAROUSEL_BREAKPOINTS)[number]['from'] | undefined {
  const ascending = [...CAROUSEL_BREAKPOINTS].reverse();
  return ascending.find(({ items }) => items >= count)?.from;
}
