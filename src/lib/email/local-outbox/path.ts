/**
 * Where the local outbox listens, on the site's own origin. Its own file so
 * the browser bundle can name it without loading the server's schema (zod).
 */
export const OUTBOX_PATH = '/__outbox/messages';
