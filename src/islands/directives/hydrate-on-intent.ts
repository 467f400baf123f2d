/**
 * `client:intent`: hydrate an island the first time the visitor points at,
 * touches or focuses it, so a photo grid loads no React or lightbox code
 * before anyone shows interest. A click that comes before the island is
 * ready is held back (not followed to the bare image): its href is left as
 * PENDING_OPEN and the Lightbox opens that photo once mounted.
 *
 * `client:intent="press"` (the PDF reader, over 0.5 MB gzip with pdf.js):
 * a click-to-load facade. The hidden PRESS_FACADE is shown only when
 * JavaScript runs, intent on its button fetches the code, the click
 * hydrates and is left as PRESSED, which PdfViewer reads as "start now".
 * One directive with a value, not two: each page's CSP hashes every
 * directive's inline script.
 */
import type { ClientDirective } from 'astro';
import { isPlainClick } from '../../lib/media/plain-click';
import { LIGHTBOX_READY, PENDING_OPEN, PRESS_FACADE, PRESS_START, PRESSED } from './island-attributes';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const hydrateOnIntent: ClientDirective = (load, options, el) => {
  let loading: ReturnType<typeof load> | undefined;
  const prefetch = () => (loading ??= load());
  let hydrated = false;
  const hydrate = () => {
    if (!hydrated) void prefetch().then((run) => run());
    hydrated = true;
  };

  if (options.value === 'press') {
    const button = el.querySelector<HTMLButtonElement>(`[${PRESS_START}]`);
    if (!button) return;
    for (const type of INTENT_EVENTS) button.addEventListener(type, prefetch, { once: true, passive: true });
    button.addEventListener(
      'click',
      () => {
        el.setAttribute(PRESSED, '');
        button.setAttribute('aria-busy', 'true');
        hydrate();
      },
      { once: true },
    );
    el.querySelector<HTMLElement>(`[${PRESS_FACADE}]`)?.removeAttribute('hidden');
    return;
  }

  for (const type of INTENT_EVENTS) el.addEventListener(type, hydrate, { once: true, passive: true });
  el.addEventListener('click', (event) => {
    if (el.querySelector(`[${LIGHTBOX_READY}]`) || event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    event.preventDefault();
    el.setAttribute(PENDING_OPEN, link.getAttribute('href') ?? '');
    hydrate();
  });
};

export default hydrateOnIntent;
