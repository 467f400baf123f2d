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
  messages: GroupMessages<'pdfViewer'>;
}

/** Page and zoom buttons, with the page number and zoom level shown as text. */
export default function PdfControls({ page, pageCount, scale, fitted, messages, ...on }: Props) {
  return (
    <div className="pdf-viewer__controls">
      <div className="pdf-viewer__group">
        <button type="button" className="pdf-viewer__button" onClick={on.onPrevious} disabled={page <= 1}>
          {messages.previous}
          <span className="visually-hidden">{` ${messages.pageHint}`}</span>
        </button>
        <p className="pdf-viewer__status" aria-live="polite">
          {fillPlaceholders(messages.pageStatus, { page, count: pageCount })}
        </p>
        <button type="button" className="pdf-viewer__button" onClick={on.onNext} disabled={page >= pageCount}>
          {messages.next}
          <span className="visually-hidden">{` ${messages.pageHint}`}</span>
        </button>
      </div>
      <div className="pdf-viewer__group">
        <button
          type="button"
          className="pdf-viewer__button"
          onClick={on.onZoomOut}
          aria-label={messages.zoomOut}
        >
          <span aria-hidden="true">−</span>
        </button>
        <p className="pdf-viewer__status" aria-live="polite">
          <span className="visually-hidden">{`${messages.zoomHint} `}</span>
          {zoomLabel(scale)}
        </p>
        <button
          type="button"
          className="pdf-viewer__button"
          onClick={on.onZoomIn}
          aria-label={messages.zoomIn}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className="pdf-viewer__button" onClick={on.onFit} aria-pressed={fitted}>
          {messages.fit}
        </button>
      </div>
    </div>
  );
}
