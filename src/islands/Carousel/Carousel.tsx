/**
 * Photo carousel island. The server renders a scrollable row that already
 * shows the right number of photos per width (carousel.css); after hydration
 * react-slick takes over with the same slot sizes, so nothing moves. Autoplay
 * has a visible pause button, waits while the pointer or focus is inside, and
 * does not start for visitors who prefer reduced motion (use-autoplay.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import SliderModule from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';
import {
  carouselItemsProperties,
  fitsFrom,
  slickAutoplaySpeed,
  touchThresholdFor,
} from '../../lib/media/carousel-layout';
import type { GroupMessages } from '../../i18n';
import { fillPlaceholders } from '../../i18n/placeholders';
import { normaliseIndex, slideLabel, type CarouselSlide } from './carousel-state';
import CarouselControls from './CarouselControls';
import { keepHiddenSlidesInert } from './inert-slides';
import SlideFigure from './SlideFigure';
import { useAutoplay } from './use-autoplay';
import { useCarouselView } from './use-carousel-view';

// react-slick is CommonJS: under Vite's SSR the default import arrives as the
// module object, in the browser bundle as the class itself.
const Slider = (SliderModule as unknown as { default?: typeof SliderModule }).default ?? SliderModule;
type SliderHandle = InstanceType<typeof SliderModule>;

interface Props {
  label: string;
  slides: CarouselSlide[];
  /** `sizes` for every photo, matching the slot width per breakpoint. */
  sizes: string;
  /** The first photo is the page's largest paint. */
  priority?: boolean;
  messages: GroupMessages<'carousel'>;
}

export default function Carousel({ label, slides, sizes, priority = false, messages }: Props) {
  const view = useCarouselView();
  const carouselRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<SliderHandle>(null);
  const [rowScrollbar, setRowScrollbar] = useState(0);
  const [listWidth, setListWidth] = useState(0);
  const [current, setCurrent] = useState(0);

  // Every photo fits side by side (e.g. 4 well-wishers on a desktop): the row stays.
  const enhanced = view !== undefined && slides.length > view.itemsToShow;
  const autoplay = useAutoplay(carouselRef, enhanced, view?.prefersReducedMotion ?? true);

  // The no-JS row shows a horizontal scrollbar on desktop; the slider keeps
  // that much space below it so the content underneath stays put.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (row) setRowScrollbar(row.offsetHeight - row.clientHeight);
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!enhanced || !viewport) return;
    const stopInert = keepHiddenSlidesInert(viewport);
    const observer = new ResizeObserver(([entry]) => setListWidth(entry.contentRect.width));
    observer.observe(viewport);
    return () => {
      stopInert();
      observer.disconnect();
    };
  }, [enhanced]);

  // The `autoplay` prop alone cannot restart react-slick once it has paused.
  useEffect(() => {
    if (autoplay.running) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [autoplay.running]);

  return (
    <div
      className="carousel"
      ref={carouselRef}
      role="group"
      aria-roledescription={messages.carouselRole}
      aria-label={label}
      data-enhanced={enhanced || undefined}
      data-fits-from={fitsFrom(slides.length)}
      style={carouselItemsProperties as CSSProperties}
    >
      {enhanced ? (
        <div
          className="carousel__viewport"
          ref={viewportRef}
          style={{ paddingBlockEnd: rowScrollbar || undefined }}
        >
          <Slider
            ref={sliderRef}
            arrows={false}
            dots={false}
            infinite
            slidesToShow={view.itemsToShow}
            slidesToScroll={1}
            autoplay={autoplay.running}
            autoplaySpeed={slickAutoplaySpeed()}
            pauseOnHover={false}
            pauseOnFocus={false}
            pauseOnDotsHover={false}
            touchThreshold={touchThresholdFor(listWidth)}
            speed={view.prefersReducedMotion ? 0 : 500}
            // A quick second press must count, not be dropped mid-animation.
            waitForAnimate={false}
            beforeChange={(_from, to) => setCurrent(normaliseIndex(to, slides.length))}
          >
            {slides.map((slide, index) => (
              <div
                key={slide.id}
                className="carousel__slide"
                role="group"
                aria-roledescription={messages.slideRole}
                aria-label={slideLabel(messages.position, index, slides.length)}
              >
                <SlideFigure slide={slide} sizes={sizes} priority={priority && index === 0} />
              </div>
            ))}
          </Slider>
        </div>
      ) : (
        <ul
          className="carousel__row"
          ref={rowRef}
          // Without JavaScript the row scrolls sideways; keyboard users need
          // to reach it to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={fillPlaceholders(messages.rowLabel, { label })}
        >
          {slides.map((slide, index) => (
            <li key={slide.id} className="carousel__item">
              <SlideFigure slide={slide} sizes={sizes} priority={priority && index === 0} />
            </li>
          ))}
        </ul>
      )}
      <div className="carousel__bar">
        {enhanced ? (
          <CarouselControls
            position={slideLabel(messages.position, current, slides.length)}
            playing={autoplay.playing}
            announce={!autoplay.running}
            onPrevious={() => sliderRef.current?.slickPrev()}
            onNext={() => sliderRef.current?.slickNext()}
            onTogglePlay={autoplay.togglePlay}
            messages={messages}
          />
        ) : (
          <p className="carousel__hint">{fillPlaceholders(messages.hint, { count: slides.length })}</p>
        )}
      </div>
    </div>
  );
}
