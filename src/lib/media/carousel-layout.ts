// The carousel's rules (specification section 9): photos per screen width, read by the island and its
// stylesheet alike so hydration does not jump, the numbers react-slick needs, and when it plays.
import { fillPlaceholders } from '../../i18n/placeholders.ts';
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
  return listWidth > 0 ? Math.max(listWidth / minSwipe, 1) : 5; // react-slick's default until measured
}

/** react-slick waits `autoplaySpeed + 50` ms between slides; ask for 50 ms less to get the real interval. */
export function slickAutoplaySpeed(intervalMs = 2500): number {
  return Math.max(intervalMs - 50, 0);
}

/** Where all `count` photos fit side by side (no slider, no "scroll sideways" hint), if ever. */
export function fitsFrom(count: number): (typeof CAROUSEL_BREAKPOINTS)[number]['from'] | undefined {
  // Not findLast: Safari before 15.4 lacks it (tests/e2e/old-browsers.spec.ts).
  return [...CAROUSEL_BREAKPOINTS].reverse().find(({ items }) => items >= count)?.from;
}

/** One photo as PhotoCarousel.astro computes it at build time. */
export interface CarouselSlide {
  id: string;
  alt: string;
  caption?: string;
  /** "en" for a photo kept in English on a page in another language. */
  lang?: 'en' | undefined;
  /** The JPEG, for browsers that pick no <source>. */
  src: string;
  avifSrcset: string;
  webpSrcset: string;
  width: number;
  height: number;
}

export interface AutoplayInputs {
  /** The visitor's pause/play choice; undefined until they press the button. */
  userPaused: boolean | undefined;
  prefersReducedMotion: boolean;
  pointerInside: boolean;
  focusInside: boolean;
}

/** The visitor's choice wins over the motion preference. */
export function wantsAutoplay({ userPaused, prefersReducedMotion }: AutoplayInputs): boolean {
  return userPaused === undefined ? !prefersReducedMotion : !userPaused;
}

/** Never advance while the pointer or keyboard focus is on the carousel (WCAG 2.2.2). */
export function isAutoplayRunning(inputs: AutoplayInputs): boolean {
  return wantsAutoplay(inputs) && !inputs.pointerInside && !inputs.focusInside;
}

/** "3 of 12", as the ARIA carousel pattern names a slide. */
export function slideLabel(position: string, index: number, total: number): string {
  return fillPlaceholders(position, { current: index + 1, total });
}
