/**
 * Pure rules of the carousel island: when it advances on its own and what it
 * says about the current photo. Kept apart from React so they read, and test,
 * as a table.
 */
import { fillPlaceholders } from '../../i18n/placeholders.ts';

/** One photo as the island receives it: strings computed at build time by PhotoCarousel.astro. */
export interface CarouselSlide {
  id: string;
  alt: string;
  caption?: string;
  /** "en" for a photo kept in English on a page in another language: its alt text and caption are English. */
  lang?: 'en' | undefined;
  /** WebP fallback for browsers that pick no <source>. */
  src: string;
  avifSrcset: string;
  webpSrcset: string;
  width: number;
  height: number;
}

export interface AutoplayInputs {
  /** The visitor's choice through the pause/play button; undefined until they press it. */
  userPaused: boolean | undefined;
  prefersReducedMotion: boolean;
  pointerInside: boolean;
  focusInside: boolean;
}

/** Whether the visitor wants the slideshow to play: their choice wins over the motion preference. */
export function wantsAutoplay({ userPaused, prefersReducedMotion }: AutoplayInputs): boolean {
  return userPaused === undefined ? !prefersReducedMotion : !userPaused;
}

/** Whether slides advance right now: never while the pointer or keyboard focus is on the carousel. */
export function isAutoplayRunning(inputs: AutoplayInputs): boolean {
  return wantsAutoplay(inputs) && !inputs.pointerInside && !inputs.focusInside;
}

/** Name of one slide for assistive tech, as the ARIA carousel pattern suggests: "3 of 12" in English. */
export function slideLabel(position: string, index: number, total: number): string {
  return fillPlaceholders(position, { current: index + 1, total });
}

/** react-slick reports indexes past the end while it wraps; bring them back into range. */
export function normaliseIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}
