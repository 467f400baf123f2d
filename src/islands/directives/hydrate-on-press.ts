/**
 * `client:intent="press"` (see hydrate-on-intent.ts): the PDF reader is a
 * click-to-load facade, like the videos and the map. pdf.js, its worker and
 * React come to over 0.5 MB gzip: on slow mobile data they should cost
 * nothing until a visitor asks to read here (the download link beside the
 * reader needs no JavaScript at all).
 *
 * The island's server HTML holds a hidden PRESS_FACADE with a PRESS_START
 * button. This shows it (so visitors without JavaScript never see a button
 * that does nothing), fetches the island's code when a pointer, finger or
 * focus reaches the button, and hydrates on the click. The click itself is
 * left on the island element as PRESSED, which PdfViewer reads as "start now".
 */
import type { ClientDirective } from 'astro';
import { PRESS_FACADE, PRESS_START, PRESSED } from './island-attributes';

type Load = Parameters<ClientDirective>[0];

const PREFETCH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

export function hydrateOnPress(load: Load, el: HTMLElement): void {
  const button = el.querySelector<HTMLButtonElement>(`[${PRESS_START}]`);
  if (!button) return;
  let loading: ReturnType<typeof load> | undefined;
  const prefetch = () => (loading ??= load());

  for (const type of PREFETCH_EVENTS) button.addEventListener(type, prefetch, { once: true, passive: true });
  button.addEventListener(
    'click',
    () => {
      el.setAttribute(PRESSED, '');
      button.setAttribute('aria-busy', 'true');
      void prefetch().then((hydrate) => hydrate());
    },
    { once: true },
  );
  const facade = el.querySelector<HTMLElement>(`[${PRESS_FACADE}]`);
  if (facade) facade.hidden = false;
}
