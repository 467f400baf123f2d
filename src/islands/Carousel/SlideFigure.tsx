import type { CarouselSlide } from './carousel-state';

interface Props {
  slide: CarouselSlide;
  sizes: string;
  /** The page's largest paint: load now, with high priority. */
  priority: boolean;
}

/** One photo with its caption, the same in the no-JS row and in the slider. */
export default function SlideFigure({ slide, sizes, priority }: Props) {
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
