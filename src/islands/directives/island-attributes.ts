// Data attributes, and one wait, shared by `client:press` and the PDF reader it starts
// (names only: the directive is inlined into the page).
/** The hidden "Read it here" facade, around its one button. */
export const PRESS_FACADE = 'data-press-facade';
/** On the facade's empty status line: what it says while the island's code arrives, and if it cannot. */
export const PRESS_LOADING = 'data-press-loading';
export const PRESS_FAILED = 'data-press-failed';
export const PRESS_SLOW = 'data-press-slow';
/** On <astro-island>: the press that hydrated it. */
export const PRESSED = 'data-pressed';
/**
 * How long the PDF reader loads before it says so and how to try again: a half-closed connection sends
 * no error. On 2G the reader, pdf.js and its worker (about 0.6 MB gzip) take some 20 s.
 */
export const PDF_SLOW_MS = 30_000;
