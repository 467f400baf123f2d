/**
 * The slideshow's play state: the visitor's pause/play choice, the
 * reduced-motion preference, and the pauses while the pointer is over the
 * carousel or keyboard focus is inside it (WCAG 2.2.2). The pauses are
 * listened for natively on the carousel element: they are behaviour, not
 * controls.
 */
import { useEffect, useState, type RefObject } from 'react';
import { isAutoplayRunning, wantsAutoplay } from './carousel-state';

export interface Autoplay {
  /** The visitor wants it to play: the button offers "Pause". */
  playing: boolean;
  /** Slides advance right now. */
  running: boolean;
  togglePlay: () => void;
}

export function useAutoplay(
  carouselRef: RefObject<HTMLElement | null>,
  active: boolean,
  prefersReducedMotion: boolean,
): Autoplay {
  const [userPaused, setUserPaused] = useState<boolean>();
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  useEffect(() => {
    const carousel = carouselRef.current;
    if (!carousel) return;
    const enter = () => setPointerInside(true);
    const leave = () => setPointerInside(false);
    // Only keyboard focus pauses: a mouse click also focuses the button it
    // presses, and that must not keep the slideshow stopped afterwards.
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) setFocusInside(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)))
        setFocusInside(false);
    };
    carousel.addEventListener('mouseenter', enter);
    carousel.addEventListener('mouseleave', leave);
    carousel.addEventListener('focusin', focusIn);
    carousel.addEventListener('focusout', focusOut);
    return () => {
      carousel.removeEventListener('mouseenter', enter);
      carousel.removeEventListener('mouseleave', leave);
      carousel.removeEventListener('focusin', focusIn);
      carousel.removeEventListener('focusout', focusOut);
    };
  }, [carouselRef]);

  const inputs = { userPaused, prefersReducedMotion, pointerInside, focusInside };
  const playing = wantsAutoplay(inputs);
  return {
    playing,
    running: active && isAutoplayRunning(inputs),
    // Pressing play is an explicit request: it overrides the hover and focus
    // pauses until they happen again.
    togglePlay: () => {
      setUserPaused(playing);
      if (!playing) {
        setPointerInside(false);
        setFocusInside(false);
      }
    },
  };
}
