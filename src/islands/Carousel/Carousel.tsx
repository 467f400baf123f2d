// Photo carousel. The server renders a scrollable row that already shows the right number of photos
// per width (carousel.css); once hydrated react-slick takes over with the same slot sizes, so nothing
// moves. The pause button, reduced motion and pausing on hover or keyboard focus are ours: react-slick
// has none of them (its pauseOnFocus only reacts to a focused slide).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import SliderModule from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';
import {
  CAROUSEL_BREAKPOINTS,
  carouselItemsProperties,
  fitsFrom,
  isAutoplayRunning,
  slickAutoplaySpeed,
  slideLabel,
  touchThresholdFor,
  wantsAutoplay,
  type CarouselSlide,
} from '../../lib/media/carousel-layout';
import type { GroupMessages } from '../../i18n';
import { fillPlaceholders } from '../../i18n/placeholders';

// CommonJS: under Vite's SSR the default import is the module object.
const Slider = (SliderModule as unknown as { default?: typeof SliderModule }).default ?? SliderModule;

interface Props {
  label: string;
  slides: CarouselSlide[];
  sizes: string;
  priority?: boolean;
  messages: GroupMessages<'carousel'>;
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

/** A focus from the keyboard. Safari before 15.4 knows no :focus-visible, but never focuses a button on a click. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Items per screen width and the motion preference; undefined until hydrated, as on the server. */
function useView() {
  const [view, setView] = useState<{ itemsToShow: number; reducedMotion: boolean }>();
  // A layout effect: the row becomes the slider before the first paint.
  useLayoutEffect(() => {
    const widths = CAROUSEL_BREAKPOINTS.map(({ minWidth }) => matchMedia(`(min-width: ${minWidth}px)`));
    const motion = matchMedia('(prefers-reduced-motion: reduce)');
    const update = () =>
      setView({
        itemsToShow: CAROUSEL_BREAKPOINTS[widths.findIndex((query) => query.matches)]?.items ?? 1,
        reducedMotion: motion.matches,
      });
    update();
    for (const query of [...widths, motion]) query.addEventListener('change', update);
    return () => [...widths, motion].forEach((query) => query.removeEventListener('change', update));
  }, []);
  return view;
}

function SlideFigure({ slide, sizes, priority }: { slide: CarouselSlide; sizes: string; priority: boolean }) {
  return (
    <figure className="carousel__figure" lang={slide.lang}>
      <picture>
        <source type="image/avif" srcSet={slide.avifSrcset} sizes={sizes} />
        <source type="image/webp" srcSet={slide.webpSrcset} sizes={sizes} />
        <img
          className="carousel__image"
          src={slide.src}
          alt={slide.alt}
          width={slide.width}
          height={slide.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          draggable={false}
        />
      </picture>
      {slide.caption && <figcaption className="carousel__caption">{slide.caption}</figcaption>}
    </figure>
  );
}

export default function Carousel({ label, slides, sizes, priority = false, messages }: Props) {
  const view = useView();
  const sliderRef = useRef<InstanceType<typeof SliderModule>>(null);
  const [rowScrollbar, setRowScrollbar] = useState<number>();
  const [listWidth, setListWidth] = useState(0);
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean>();
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // Every photo fits side by side (e.g. 4 well-wishers on a desktop): the row stays.
  const enhanced = view !== undefined && slides.length > view.itemsToShow;
  const inputs = {
    userPaused,
    prefersReducedMotion: view?.reducedMotion ?? true,
    pointerInside,
    focusInside,
  };
  const playing = wantsAutoplay(inputs);
  const running = enhanced && isAutoplayRunning(inputs);

  // The slider keeps the no-JS row's scrollbar height (measured once), so the content below stays put.
  // Tabbing to the row scrolls it into view, which starts this island: the slider replaces the focused
  // row, and focus would fall to the page's top. It goes to the first of the slider's buttons instead.
  const rowHadFocus = useRef(false);
  const keepRow = useCallback((row: HTMLUListElement | null) => {
    if (!row) return;
    setRowScrollbar((height) => height ?? row.offsetHeight - row.clientHeight);
    // React lets go of the ref before it removes the row, while the row still has focus.
    return () => void (rowHadFocus.current = document.activeElement === row);
  }, []);
  const barRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!enhanced || !rowHadFocus.current) return;
    rowHadFocus.current = false;
    barRef.current?.querySelector('button')?.focus();
  }, [enhanced]);

  const watchViewport = useCallback((viewport: HTMLDivElement | null) => {
    if (!viewport) return;
    const stopInert = keepHiddenSlidesInert(viewport);
    const observer = new ResizeObserver(([entry]) => setListWidth(entry.contentRect.width));
    observer.observe(viewport);
    return () => (stopInert(), observer.disconnect());
  }, []);

  // The `autoplay` prop alone cannot restart react-slick once it has paused.
  useEffect(() => {
    if (running) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [running]);

  // Pressing play overrides the hover and focus pauses until they happen again.
  const togglePlay = () => {
    setUserPaused(playing);
    if (!playing) {
      setPointerInside(false);
      setFocusInside(false);
    }
  };
  const arrow = (move: 'slickPrev' | 'slickNext', name: string, glyph: string) => (
    <button
      type="button"
      className="button button--quiet"
      onClick={() => sliderRef.current?.[move]()}
      aria-label={name}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  return (
    // The pointer and focus handlers only pause the slideshow; they are not controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="carousel"
      role="group"
      aria-roledescription={messages.carouselRole}
      aria-label={label}
      data-enhanced={enhanced || undefined}
      data-fits-from={fitsFrom(slides.length)}
      style={carouselItemsProperties as CSSProperties}
      onMouseEnter={() => setPointerInside(true)}
      onMouseLeave={() => setPointerInside(false)}
      // Only keyboard focus pauses: a mouse click also focuses the button it
      // presses, and that must not keep the slideshow stopped afterwards.
      onFocus={(event) => isKeyboardFocus(event.target) && setFocusInside(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocusInside(false)}
    >
      {enhanced ? (
        <div
          className="carousel__viewport"
          ref={watchViewport}
          style={{ paddingBlockEnd: rowScrollbar || undefined }}
        >
          <Slider
            ref={sliderRef}
            arrows={false}
            slidesToShow={view.itemsToShow}
            autoplay={running}
            autoplaySpeed={slickAutoplaySpeed()}
            pauseOnHover={false}
            pauseOnFocus={false}
            touchThreshold={touchThresholdFor(listWidth)}
            speed={view.reducedMotion ? 0 : 500}
            // A quick second press must count, not be dropped mid-animation.
            waitForAnimate={false}
            beforeChange={(_from, to) => setCurrent(to)}
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
          className="plain-list carousel__row"
          ref={keepRow}
          // Keyboard users must reach the no-JS row to scroll it (axe: scrollable-region-focusable).
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
      <div className="carousel__bar" ref={barRef}>
        {enhanced ? (
          <>
            {arrow('slickPrev', messages.previous, '‹')}
            <button type="button" className="button button--quiet carousel__play" onClick={togglePlay}>
              {playing ? messages.pause : messages.play}
              <span className="visually-hidden">{` ${messages.slideshow}`}</span>
            </button>
            {arrow('slickNext', messages.next, '›')}
            {/* Shown as text too (no sound cues); silent while slides advance on their own. */}
            <p className="carousel__position" aria-live={running ? 'off' : 'polite'}>
              <span className="visually-hidden">{`${messages.photo} `}</span>
              {slideLabel(messages.position, current, slides.length)}
            </p>
          </>
        ) : (
          <p className="carousel__hint">{fillPlaceholders(messages.hint, { count: slides.length })}</p>
        )}
      </div>
    </div>
  );
}
