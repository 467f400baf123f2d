/**
 * In-page PDF viewer island (pdf.js) beside the plain download link, which
 * always stays. A "Read it here" facade (client:intent="press"): pdf.js
 * loads only once a visitor asks; a browser that cannot run it gets one line
 * saying so.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { PRESS_FACADE, PRESS_START, PRESSED } from '../directives/island-attributes';
import './pdf-viewer.css';
import type { GroupMessages } from '../../i18n';
import { fillPlaceholders } from '../../i18n/placeholders';
import type { PdfHandle } from './load-pdf';
import {
  effectiveScale,
  fitScale,
  initialViewerState,
  shouldFitByDefault,
  supportsPdfViewer,
  viewerReducer,
  zoomLabel,
} from './viewer-state';

/** 'waiting': the facade, until the visitor asks to read here. */
type Status = 'waiting' | 'starting' | 'loading' | 'ready' | 'unsupported' | 'failed';

export type PdfViewerMessages = GroupMessages<'pdfViewer'>;

/** Room for the page inside the stage: its width without padding. */
function roomFor(stage: HTMLElement | null): number {
  if (!stage) return 0;
  const style = getComputedStyle(stage);
  return stage.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
}

interface Props {
  /** Site path of the PDF, e.g. "/documents/interact-club.pdf". */
  file: string;
  title: string;
  messages: PdfViewerMessages;
}

export default function PdfViewer({ file, title, messages }: Props) {
  const [status, setStatus] = useState<Status>('waiting');
  const started = status !== 'waiting';
  const start = () => setStatus('starting');
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState);
  const [pdf, setPdf] = useState<PdfHandle>();
  const [available, setAvailable] = useState(0);
  const [pageWidth, setPageWidth] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const canvasSlotRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  // Hydrated by the click on the facade's button (client:intent="press"): start at once.
  useEffect(() => {
    if (rootRef.current?.closest(`[${PRESSED}]`)) start();
  }, []);

  // The facade's button is gone: keep keyboard and screen reader users in
  // the reader rather than back at the top of the page.
  useEffect(() => {
    if (started) stageRef.current?.focus({ preventScroll: true });
  }, [started]);

  // The reader cannot run after all: its stage is hidden, so the focus it
  // held goes to the message that says why (unless the visitor is elsewhere).
  useEffect(() => {
    if (status !== 'unsupported' && status !== 'failed') return;
    const focused = document.activeElement;
    if (focused === document.body || rootRef.current?.contains(focused)) messageRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (!started) return;
    let handle: PdfHandle | undefined;
    let cancelled = false;
    const open = async () => {
      if (!supportsPdfViewer(globalThis)) {
        setStatus('unsupported');
        return;
      }
      setStatus('loading');
      try {
        const { openPdf } = await import('./load-pdf');
        handle = await openPdf(file);
        const width = await handle.pageWidth(1);
        if (cancelled) return;
        setPageWidth(width);
        setPdf(handle);
        dispatch({
          type: 'loaded',
          pageCount: handle.pageCount,
          fitByDefault: shouldFitByDefault(roomFor(stageRef.current), width),
        });
        setStatus('ready');
      } catch {
        if (!cancelled) setStatus('failed');
      }
    };
    void open();
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [file, started]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const observer = new ResizeObserver(() => setAvailable(roomFor(stage)));
    observer.observe(stage);
    return () => observer.disconnect();
  }, [started]);

  const scale = effectiveScale(state.zoom, fitScale(available, pageWidth));

  useEffect(() => {
    const [page, canvasSlot, text] = [pageRef.current, canvasSlotRef.current, textRef.current];
    if (!pdf || !page || !canvasSlot || !text) return;
    const render = pdf.renderPage(state.page, scale, { page, canvasSlot, text });
    render.done.catch(() => setStatus('failed'));
    return () => render.cancel();
  }, [pdf, state.page, scale]);

  if (!started) {
    return (
      <div className="pdf-viewer" ref={rootRef} data-status={status}>
        {/* Shown by client:intent="press"; without JavaScript the download link is the way to read. */}
        <div className="pdf-viewer__facade" {...{ [PRESS_FACADE]: true }} hidden suppressHydrationWarning>
          <button type="button" className="button button--quiet" {...{ [PRESS_START]: true }} onClick={start}>
            {messages.start}
          </button>
          <p className="pdf-viewer__note">{messages.note}</p>
        </div>
      </div>
    );
  }

  // Shown in place of the page while it cannot be shown yet, or at all.
  const message =
    status === 'loading' || status === 'unsupported' || status === 'failed' ? messages[status] : undefined;
  return (
    <div className="pdf-viewer" ref={rootRef} data-status={status}>
      {status === 'ready' && (
        <div className="pdf-viewer__controls">
          <div className="pdf-viewer__group">
            <button
              type="button"
              className="pdf-viewer__button"
              onClick={() => dispatch({ type: 'previous' })}
              disabled={state.page <= 1}
            >
              {messages.previous}
              <span className="visually-hidden">{` ${messages.pageHint}`}</span>
            </button>
            <p className="pdf-viewer__status" aria-live="polite">
              {fillPlaceholders(messages.pageStatus, { page: state.page, count: state.pageCount })}
            </p>
            <button
              type="button"
              className="pdf-viewer__button"
              onClick={() => dispatch({ type: 'next' })}
              disabled={state.page >= state.pageCount}
            >
              {messages.next}
              <span className="visually-hidden">{` ${messages.pageHint}`}</span>
            </button>
          </div>
          <div className="pdf-viewer__group">
            <button
              type="button"
              className="pdf-viewer__button"
              onClick={() => dispatch({ type: 'zoom-out', current: scale })}
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
              onClick={() => dispatch({ type: 'zoom-in', current: scale })}
              aria-label={messages.zoomIn}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button
              type="button"
              className="pdf-viewer__button"
              onClick={() => dispatch({ type: 'fit' })}
              aria-pressed={state.zoom.mode === 'fit'}
            >
              {messages.fit}
            </button>
          </div>
        </div>
      )}
      {message && (
        <p className="pdf-viewer__message" role="status" ref={messageRef} tabIndex={-1}>
          {message}
        </p>
      )}
      {/* Scrolls when zoomed past the column: focusable so keyboards can scroll it too. */}
      <div
        className="pdf-viewer__stage"
        ref={stageRef}
        role="region"
        aria-label={fillPlaceholders(messages.stageLabel, { title, page: state.page })}
        tabIndex={status === 'ready' ? 0 : -1}
        hidden={status === 'unsupported' || status === 'failed'}
      >
        <div className="pdf-viewer__page" ref={pageRef}>
          <div className="pdf-viewer__canvas" ref={canvasSlotRef} />
          <div className="pdf-viewer__text" ref={textRef} />
        </div>
      </div>
    </div>
  );
}
