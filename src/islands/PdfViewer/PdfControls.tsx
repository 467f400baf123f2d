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
}

/** Page and zoom buttons, with the page number and zoom level shown as text. */
export default function PdfControls({ page, pageCount, scale, fitted, ...on }: Props) {
  return (
    <div className="pdf-viewer__controls">
      <div className="pdf-viewer__group">
        <button type="button" className="pdf-viewer__button" onClick={on.onPrevious} disabled={page <= 1}>
          Previous<span className="visually-hidden"> page</span>
        </button>
        <p className="pdf-viewer__status" aria-live="polite">
          Page {page} of {pageCount}
        </p>
        <button type="button" className="pdf-viewer__button" onClick={on.onNext} disabled={page >= pageCount}>
          Next<span className="visually-hidden"> page</span>
        </button>
      </div>
      <div className="pdf-viewer__group">
        <button type="button" className="pdf-viewer__button" onClick={on.onZoomOut} aria-label="Zoom out">
          <span aria-hidden="true">−</span>
        </button>
        <p className="pdf-viewer__status" aria-live="polite">
          <span className="visually-hidden">Zoom </span>
          {zoomLabel(scale)}
        </p>
        <button type="button" className="pdf-viewer__button" onClick={on.onZoomIn} aria-label="Zoom in">
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className="pdf-viewer__button" onClick={on.onFit} aria-pressed={fitted}>
          Fit to width
        </button>
      </div>
    </div>
  );
}
