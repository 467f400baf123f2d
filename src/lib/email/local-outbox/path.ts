/**
 * Where the local outbox listens, on the site's own origin, and the words its
 * refusal of an oversized text ends with. Their own file so the browser
 * bundle can name them without loading the server's schema (zod).
 */
export const OUTBOX_PATH = '/__outbox/messages';

export const TOO_LONG_REASON = 'is too long';
