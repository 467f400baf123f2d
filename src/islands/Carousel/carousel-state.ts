/** Pure rules of the carousel island, kept apart from React so they test as tables. */
import { fillPlaceholders } from '../../i18n/placeholders.ts';

/** One photo as PhotoCarousel.astro computes it at build time. */
export interface CarouselSlide {
  id: string;
  alt: string;
  caption?: string;
  /** "en" for a photo kept in English on a page in another language. */
  lang?: 'en' | undefined;
  /** WebP fallback for browsers that pick no <source>. */
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

/**
 * react-slick hides off-screen slides and clones with aria-hidden but leaves
 * their links focusable (axe fails it): mirror aria-hidden onto `inert`.
 */
export function keepHiddenSlidesInert(container: HTMLElement): () => void {
  const sync = () => {
    for (const slide of container.querySelectorAll('.slick-slide'))
      slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(container, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}
