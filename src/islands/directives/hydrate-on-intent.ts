// `client:intent`: hydrate the first time a visitor points at, touches or focuses the island, so a
// photo grid loads no code before anyone shows interest. An early click is held back (not followed to
// the bare image): its href is left as PENDING_OPEN for the Lightbox to open once mounted.
// `client:intent="press"` (the PDF reader, 0.5 MB gzip): the hidden facade shows once JavaScript
// runs, intent fetches the code, the click hydrates (PRESSED) and says it is loading (PRESS_LOADING).
// On a patchy connection Astro gives up on the island's code (after one retry of its own) with an
// `astro:hydration-error` event: the attempt is forgotten so the next reach tries again, a held photo
// opens on its own (as the Lightbox does when its gallery code fails), a press says so (PRESS_FAILED).
// A held photo also opens on its own when the code neither arrives nor fails within OPEN_LIMIT_MS, and a
// press still loading after PDF_SLOW_MS says so (PRESS_SLOW).
import type { ClientDirective } from 'astro';
import { isPlainClick } from '../../lib/media/plain-click';
import {
  OPEN_LIMIT_MS,
  PDF_SLOW_MS,
  PENDING_OPEN,
  PHOTO_LINK,
  PRESS_FACADE,
  PRESS_FAILED,
  PRESS_LOADING,
  PRESS_SLOW,
  PRESSED,
} from './island-attributes';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const hydrateOnIntent: ClientDirective = (load, options, el) => {
  let loading: ReturnType<typeof load> | undefined;
  const prefetch = () => (loading ??= load());
  let hydrated: Promise<void> | undefined;
  const hydrate = () => (hydrated ??= prefetch().then((run) => run()));
  el.addEventListener('astro:hydration-error', () => (loading = hydrated = undefined));

  if (options.value === 'press') {
    const button = el.querySelector<HTMLButtonElement>(`[${PRESS_FACADE}] button`);
    if (!button) return;
    for (const type of INTENT_EVENTS) button.addEventListener(type, prefetch, { once: true, passive: true });
    const status = el.querySelector(`[${PRESS_FAILED}]`);
    const say = (attribute: string) => status?.replaceChildren(status.getAttribute(attribute) ?? '');
    let slow: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      if (el.hasAttribute(PRESSED)) return; // one press at a time
      el.setAttribute(PRESSED, '');
      button.setAttribute('aria-busy', 'true');
      say(PRESS_LOADING);
      void hydrate();
      // Once hydrated the facade is gone; a failed press has said so and stops it.
      slow = setTimeout(() => say(PRESS_SLOW), PDF_SLOW_MS);
    });
    el.addEventListener('astro:hydration-error', () => {
      if (!el.hasAttribute(PRESSED)) return; // only fetched ahead: the press will try again
      clearTimeout(slow);
      el.removeAttribute(PRESSED);
      button.removeAttribute('aria-busy');
      say(PRESS_FAILED);
    });
    el.querySelector<HTMLElement>(`[${PRESS_FACADE}]`)?.removeAttribute('hidden');
    return;
  }

  for (const type of INTENT_EVENTS) el.addEventListener(type, hydrate, { once: true, passive: true });
  // Giving up on the lightbox: a held photo opens as a plain link.
  const openHeld = () => {
    const held = el.getAttribute(PENDING_OPEN);
    el.removeAttribute(PENDING_OPEN);
    el.querySelector('[aria-busy]')?.removeAttribute('aria-busy');
    if (held) window.location.assign(held);
  };
  el.addEventListener('astro:hydration-error', openHeld);
  el.addEventListener('click', (event) => {
    // Once mounted, the Lightbox takes its photos' clicks first (on the grid, inside this element).
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest(PHOTO_LINK) : null;
    if (!link) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '';
    el.setAttribute(PENDING_OPEN, href);
    link.setAttribute('aria-busy', 'true'); // shown as opening (PhotoGrid.astro) until the Lightbox opens it
    void hydrate();
    setTimeout(() => el.getAttribute(PENDING_OPEN) === href && openHeld(), OPEN_LIMIT_MS);
  });
};

export default hydrateOnIntent;
