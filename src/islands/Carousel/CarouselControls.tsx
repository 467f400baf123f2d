import type { GroupMessages } from '../../i18n';

interface Props {
  /** "3 of 12": the first photo in view. */
  position: string;
  /** The visitor wants the slideshow to play (the button then offers to pause). */
  playing: boolean;
  /** Announce position changes; off while slides advance on their own, which would be noise. */
  announce: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
  messages: GroupMessages<'carousel'>;
}

/** Previous, pause/play and next, with the position as text (no sound cues, so it is shown too). */
export default function CarouselControls({
  position,
  playing,
  announce,
  onPrevious,
  onNext,
  onTogglePlay,
  messages,
}: Props) {
  return (
    <>
      <button type="button" className="carousel__button" onClick={onPrevious} aria-label={messages.previous}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="carousel__button carousel__button--play" onClick={onTogglePlay}>
        {playing ? messages.pause : messages.play}
        <span className="visually-hidden">{` ${messages.slideshow}`}</span>
      </button>
      <button type="button" className="carousel__button" onClick={onNext} aria-label={messages.next}>
        <span aria-hidden="true">›</span>
      </button>
      <p className="carousel__position" aria-live={announce ? 'polite' : 'off'}>
        <span className="visually-hidden">{`${messages.photo} `}</span>
        {position}
      </p>
    </>
  );
}
