/**
 * client:interaction: hydrate an island on the visitor's first pointer,
 * touch, focus or key inside the region around it (the nearest <header>, or
 * the island itself), so pages where nobody touches the menu download no
 * JavaScript for it.
 *
 * Nothing is re-dispatched and nothing is prevented: the event that woke the
 * island goes on to do what the browser would do anyway (a click on a
 * <summary> opens its <details>). The island reads that state when it
 * hydrates, so the first click is never lost or applied twice.
 *
 * This file is bundled by Astro into an inline script on every page that
 * uses the directive: keep it tiny and dependency-free.
 */
import type { ClientDirective } from 'astro';

const triggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  const region: HTMLElement = el.closest('header') ?? el;
  const listenerOptions = { capture: true, passive: true } as const;
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) region.removeEventListener(type, start, listenerOptions);
    void load().then((hydrate) => hydrate());
  };

  for (const type of triggers) region.addEventListener(type, start, listenerOptions);
  // Focus may already be inside (autofocus, or a Tab pressed before this script ran).
  if (region.matches(':focus-within')) start();
};

export default hydrateOnInteraction;
