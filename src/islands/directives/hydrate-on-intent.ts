/**
 * `client:intent`: hydrate an island the first time the visitor points at,
 * touches or focuses it, so a photo grid downloads no React and no lightbox
 * code before anyone shows interest in a photo.
 *
 * This is the only place that watches for that intent: the Lightbox island
 * starts loading the lightbox itself as soon as it mounts.
 *
 * A click that arrives before the island is ready is held back rather than
 * following the link to the bare image: its href is left on the island
 * element as PENDING_OPEN, and the Lightbox island opens that photo once it
 * has mounted (it marks itself with LIGHTBOX_READY).
 *
 * `client:intent="press"` is the stronger form for heavy islands (the PDF
 * reader): intent only fetches the code, and a press hydrates it
 * (hydrate-on-press.ts; why it is not a directive of its own:
 * src/integrations/island-directives/).
 */
import type { ClientDirective } from 'astro';
import { isPlainClick } from '../../lib/media/plain-click';
import { hydrateOnPress } from './hydrate-on-press';
import { LIGHTBOX_READY, PENDING_OPEN } from './island-attributes';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const hydrateOnIntent: ClientDirective = (load, options, el) => {
  if (options.value === 'press') {
    hydrateOnPress(load, el);
    return;
  }
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, hydrate);
    const run = await load();
    await run();
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, hydrate, { passive: true });

  el.addEventListener('click', (event) => {
    if (el.querySelector(`[${LIGHTBOX_READY}]`)) return;
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    event.preventDefault();
    el.setAttribute(PENDING_OPEN, link.getAttribute('href') ?? '');
    void hydrate();
  });
};

export default hydrateOnIntent;
