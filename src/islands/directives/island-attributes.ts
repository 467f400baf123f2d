// Data attributes, and one wait, shared by the client directive and the islands it starts
// (names only: the directive is inlined into every page).
/** On <astro-island>: href of a photo clicked before the Lightbox was ready. */
export const PENDING_OPEN = 'data-pending-open';
/** The hidden "Read it here" facade, around its one button. */
export const PRESS_FACADE = 'data-press-facade';
/** On the facade's empty status line: what it says while the island's code arrives, and if it cannot. */
export const PRESS_LOADING = 'data-press-loading';
export const PRESS_FAILED = 'data-press-failed';
export const PRESS_SLOW = 'data-press-slow';
/** On <astro-island>: the press that hydrated it. */
export const PRESSED = 'data-pressed';
/** The links in a photo grid that the lightbox opens. */
export const PHOTO_LINK = 'a[data-photo-link]';
/**
 * How long a pressed photo waits for the lightbox's code before it opens on its own: a half-closed
 * connection sends no error. Slow 3G brings the code in about 4 s, 2G in about 7 s.
 */
export const OPEN_LIMIT_MS = 10_000;
/**
 * How long the PDF reader loads before it says so and how to try again: a half-closed connection sends
 * no error. On 2G the reader, pdf.js and its worker (about 0.6 MB gzip) take some 20 s.
 */
export const PDF_SLOW_MS = 30_000;
