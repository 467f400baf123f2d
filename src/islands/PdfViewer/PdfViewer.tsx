// In-page PDF reader (pdf.js) beside the download link, which always stays. A "Read it here" facade
// (client:press): pdf.js loads only once a visitor asks; a browser that cannot run it says so.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  PDF_SLOW_MS,
  PRESS_FACADE,
  PRESS_FAILED,
  PRESS_LOADING,
  PRESS_SLOW,
  PRESSED,
} from '../directives/island-attributes';
import './pdf-viewer.css';
import type { GroupMessages } from '../../i18n';
import { fillPlaceholders } from '../../i18n/placeholders';
import type { PdfHandle } from './load-pdf';
import { nextZoomStep, resolveZoom, supportsPdfViewer, type Zoom } from './viewer-state';

/**
 * 'waiting': the facade, until the visitor asks to read here. Still loading past PDF_SLOW_MS: 'slow' when
 * pdf.js came and the document did not (a new request may), 'slowReader' when pdf.js did not: a second
 * import waits on the same stalled download, so only a reload can fetch it anew.
 */
type Status = 'waiting' | 'loading' | 'slow' | 'slowReader' | 'ready' | 'unsupported' | 'failed';

interface Props {
  /** Site path of the PDF, e.g. "/documents/interact-club.pdf". */
  file: string;
  title: string;
  messages: GroupMessages<'pdfViewer'>;
}

export default function PdfViewer({ file, title, messages }: Props) {
  const [status, setStatus] = useState<Status>('waiting');
  const started = status !== 'waiting';
  const [attempt, setAttempt] = useState(1); // "Try again" after a failure opens the document anew
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('auto');
  const [pdf, setPdf] = useState<PdfHandle>();
  const [available, setAvailable] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const broken = status === 'unsupported' || status === 'failed';

  // Hydrated by the press on the facade's button (client:press): start at once.
  useEffect(() => {
    if (rootRef.current?.closest(`[${PRESSED}]`)) setStatus('loading');
  }, []);

  // The pressed button is gone: focus moves into the reader or, if the reader
  // cannot run (its stage hidden), to the message saying why, unless the visitor is elsewhere.
  useEffect(() => {
    const focused = document.activeElement;
    if (status === 'loading') stageRef.current?.focus({ preventScroll: true });
    else if (broken && (focused === document.body || rootRef.current?.contains(focused)))
      messageRef.current?.focus();
  }, [status, broken]);

  useEffect(() => {
    if (!started) return;
    let handle: PdfHandle | undefined;
    let cancelled = false;
    let readerCame = false;
    const slow = setTimeout(() => {
      setStatus((now) => (now !== 'loading' ? now : readerCame ? 'slow' : 'slowReader'));
    }, PDF_SLOW_MS);
    const open = async () => {
      if (!supportsPdfViewer(globalThis)) return setStatus('unsupported');
      try {
        const { openPdf } = await import('./load-pdf');
        readerCame = true;
        handle = await openPdf(file);
        // Closed while loading: the clean-up below ran before there was a handle.
        if (cancelled) return handle.destroy();
        setPdf(handle);
        setStatus('ready');
      } catch {
        if (!cancelled) setStatus('failed');
      }
    };
    void open();
    return () => {
      cancelled = true;
      clearTimeout(slow);
      handle?.destroy();
    };
  }, [file, started, attempt]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    // The content box: the room for the page inside the stage's padding.
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(stage);
    return () => observer.disconnect();
  }, [started]);

  const { scale, fitted } = resolveZoom(zoom, available, pdf?.pageWidth ?? 0);
  const pageCount = pdf?.pageCount ?? 0;

  useEffect(() => {
    if (!pdf || !pageRef.current) return;
    const controller = new AbortController();
    // A cancelled render is not a failure: a newer one replaced it.
    pdf
      .renderPage(page, scale, pageRef.current, controller.signal)
      .catch(() => controller.signal.aborted || setStatus('failed'));
    return () => controller.abort();
  }, [pdf, page, scale]);

  const button = (onClick: () => void, children: ReactNode, more: object = {}) => (
    <button type="button" className="button button--quiet" onClick={onClick} {...more}>
      {children}
    </button>
  );
  // At the document's end the button keeps the focus and says it is unavailable (aria-disabled): `disabled`
  // dropped the focus to the page, and moving it to the other button turns a paging Enter into a step back.
  const pageButton = (type: 'previous' | 'next', to: number, end: boolean) =>
    button(() => end || setPage(to), messages[type], {
      'aria-disabled': end,
      'aria-label': `${messages[type]} ${messages.pageHint}`,
    });
  const zoomBy = (direction: 'in' | 'out') => () => setZoom(nextZoomStep(scale, direction));
  const glyph = (text: string) => <span aria-hidden="true">{text}</span>;
  const message = status === 'waiting' || status === 'ready' ? undefined : messages[status];
  return (
    <div className="pdf-viewer" ref={rootRef} data-status={status}>
      {/* Shown by client:press; without JavaScript the download link is the way to read. */}
      {!started && (
        <div className="pdf-viewer__facade" {...{ [PRESS_FACADE]: true }} hidden suppressHydrationWarning>
          {button(() => setStatus('loading'), messages.start)}
          <p className="pdf-viewer__note">{messages.note}</p>
          {/* Empty until pressed and again at hydration (the directive): a live region is in the page first. */}
          <p
            className="pdf-viewer__message"
            role="status"
            {...{
              [PRESS_LOADING]: messages.loading,
              [PRESS_FAILED]: messages.readerFailed,
              [PRESS_SLOW]: messages.slowReader,
            }}
          />
        </div>
      )}
      {status === 'ready' && (
        <div className="pdf-viewer__controls">
          <div className="pdf-viewer__group">
            {pageButton('previous', page - 1, page <= 1)}
            <p className="pdf-viewer__status" aria-live="polite">
              {fillPlaceholders(messages.pageStatus, { page, count: pageCount })}
            </p>
            {pageButton('next', page + 1, page >= pageCount)}
          </div>
          <div className="pdf-viewer__group">
            {button(zoomBy('out'), glyph('−'), { 'aria-label': messages.zoomOut })}
            <p className="pdf-viewer__status" aria-live="polite">
              <span className="visually-hidden">{`${messages.zoomHint} `}</span>
              {`${Math.round(scale * 100)}%`}
            </p>
            {button(zoomBy('in'), glyph('+'), { 'aria-label': messages.zoomIn })}
            {button(() => setZoom('fit'), messages.fit, { 'aria-pressed': fitted })}
          </div>
        </div>
      )}
      {message && (
        <p className="pdf-viewer__message" role="status" ref={messageRef} tabIndex={-1}>
          {message}
        </p>
      )}
      {/* A patchy connection is the likeliest cause: pdf.js alone is about 0.5 MB. */}
      {(status === 'failed' || status === 'slow') &&
        button(() => (setStatus('loading'), setAttempt(attempt + 1)), messages.retry)}
      {/* Scrolls when zoomed past the column: focusable so keyboards can scroll it too. */}
      {started && (
        <div
          className="pdf-viewer__stage"
          ref={stageRef}
          role="region"
          aria-label={fillPlaceholders(messages.stageLabel, { title, page })}
          tabIndex={status === 'ready' ? 0 : -1}
          hidden={broken}
        >
          <div className="pdf-viewer__page" ref={pageRef} />
        </div>
      )}
    </div>
  );
}
