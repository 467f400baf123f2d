/**
 * What the browser tells the carousel after hydration: items per screen width
 * (the same media queries as carousel.css) and the reduced-motion preference.
 * Undefined on the server and during hydration, so the first client render
 * matches the server HTML exactly.
 */
import { useLayoutEffect, useState } from 'react';
import { CAROUSEL_BREAKPOINTS } from '../../lib/media/carousel-layout';

export interface CarouselView {
  itemsToShow: number;
  prefersReducedMotion: boolean;
}

export function useCarouselView(): CarouselView | undefined {
  const [view, setView] = useState<CarouselView>();
  // Layout effect: the switch from the scrollable row to the slider happens
  // before the browser paints the hydrated page, so nothing flickers.
  useLayoutEffect(() => {
    const widthQueries = CAROUSEL_BREAKPOINTS.map(({ minWidth }) =>
      window.matchMedia(`(min-width: ${minWidth}px)`),
    );
    const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
    const all = [...widthQueries, motionQuery];
    const update = () => {
      const index = widthQueries.findIndex((query) => query.matches);
      setView({
        itemsToShow: CAROUSEL_BREAKPOINTS[index]?.items ?? 1,
        prefersReducedMotion: motionQuery.matches,
      });
    };
    update();
    all.forEach((query) => query.addEventListener('change', update));
    return () => all.forEach((query) => query.removeEventListener('change', update));
  }, []);
  return view;
}
