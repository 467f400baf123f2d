/**
 * The data attributes through which the custom client directives and the
 * islands they start pass state to each other, named once for both sides.
 * The directives are bundled into each page's inline scripts, so this holds
 * nothing but the names.
 */

/** On the `<astro-island>`: the href of a photo clicked before the Lightbox was ready (client:intent). */
export const PENDING_OPEN = 'data-pending-open';

/** On the Lightbox's root once it opens photos itself: client:intent stops holding clicks. */
export const LIGHTBOX_READY = 'data-lightbox-ready';

/** The "Read it here" facade, hidden in the server HTML and shown by client:intent="press". */
export const PRESS_FACADE = 'data-press-facade';

/** The facade's button: pointing at it fetches the island's code, pressing it hydrates the island. */
export const PRESS_START = 'data-press-start';

/** On the `<astro-island>`: the press that hydrated it, which the PdfViewer reads as "start now". */
export const PRESSED = 'data-pressed';
