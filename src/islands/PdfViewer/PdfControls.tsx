import type { GroupMessages } from '../../i18n';
import { fillPlaceholders } from '../../i18n/placeholders';
import { zoomLabel } from './viewer-state';

interface Props {
  page: number;
  pageCount: number;
  scale: number;
  fitted: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onFit: () => void;
  words: GroupMessages<'pdfViewer'>;
}

/** Page and zoom buttons, with the page number and zoom level shown as text. */
export default function PdfControls({ page, pageCount, scale, fitted, words, ...on }: Props) {
  return (
    <div className="pdf-viewer__controls">
      <div className="pdf-viewer__group">
        <button type="button" className="pdf-viewer__button" onClick={on.onPrevious} disabled={page <= 1}>
          {words.previous}
          <span className="visually-hidden">{` ${words.pageHint}`}</span>
        </button>
        <p className="pdf-viewer__status" aria-live="polite">
          {fillPlaceholders(words.pageStatus, { page, count: pageCount })}
        </p>
        <button type="button" className="pdf-viewer__button" onClick={on.onNext} disabled={page >= pageCount}>
          {words.next}
          <span className="visually-hidden">{` ${words.pageHint}`}</span>
        </button>
      </div>
      <div className="pdf-viewer__group">
        <button
          type="button"
          className="pdf-viewer__button"
          onClick={on.onZoomOut}
          aria-label={words.zoomOut}
        >
          <span aria-hidden="true">−</span>
        </button>
        <p className="pdf-viewer__status" aria-live="polite">
          <span className="visually-hidden">{`${words.zoomHint} `}</span>
          {zoomLabel(scale)}
        </p>
        <button type="button" className="pdf-viewer__button" onClick={on.onZoomIn} aria-label={words.zoomIn}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className="pdf-viewer__button" onClick={on.onFit} aria-pressed={fitted}>
          {words.fit}
        </button>
      </div>
    </div>
  );
}
