// `client:press`, for the PDF reader (0.5 MB gzip): its hidden "Read it here" facade shows once
// JavaScript runs, reaching for the button (pointer, touch, focus) fetches the code, and the press
// hydrates (PRESSED) and says it is loading (PRESS_LOADING). On a patchy connection Astro gives up on
// the island's code (after one retry of its own) with an `astro:hydration-error` event: the attempt is
// forgotten so the next press tries again, and the press says so (PRESS_FAILED). A press still loading
// after PDF_SLOW_MS says so too (PRESS_SLOW).
import type { ClientDirective } from 'astro';
import * as island from './island-attributes';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const hydrateOnPress: ClientDirective = (load, _options, el) => {
  let loading: ReturnType<typeof load> | undefined;
  const prefetch = () => (loading ??= load());
  el.addEventListener('astro:hydration-error', () => (loading = undefined));

  const button = el.querySelector<HTMLButtonElement>(`[${island.PRESS_FACADE}] button`);
  if (!button) return;
  for (const type of INTENT_EVENTS) button.addEventListener(type, prefetch, { once: true, passive: true });
  const status = el.querySelector(`[${island.PRESS_FAILED}]`);
  const say = (attribute: string) => status?.replaceChildren(status.getAttribute(attribute) ?? '');
  let slow: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', () => {
    if (el.hasAttribute(island.PRESSED)) return; // one press at a time
    el.setAttribute(island.PRESSED, '');
    button.setAttribute('aria-busy', 'true');
    say(island.PRESS_LOADING);
    void prefetch().then((hydrate) => {
      if (!el.hasAttribute(island.PRESSED)) return; // failed, and said so
      // React hydrates against the server's markup, where this line is empty: words left in it were a
      // mismatch (error #418) that made React redraw the island. Its own loading message follows.
      clearTimeout(slow);
      status?.replaceChildren();
      void hydrate();
    });
    slow = setTimeout(() => say(island.PRESS_SLOW), island.PDF_SLOW_MS);
  });
  el.addEventListener('astro:hydration-error', () => {
    if (!el.hasAttribute(island.PRESSED)) return; // only fetched ahead: the press will try again
    clearTimeout(slow);
    el.removeAttribute(island.PRESSED);
    button.removeAttribute('aria-busy');
    say(island.PRESS_FAILED);
  });
  el.querySelector<HTMLElement>(`[${island.PRESS_FACADE}]`)?.removeAttribute('hidden');
};

export default hydrateOnPress;
