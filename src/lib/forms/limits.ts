/**
 * The longest text a form sends in one message, in characters. The local
 * outbox accepts up to this and a draft keeps up to this, so what a visitor
 * typed and could send is never cut from their draft on a reload. Far above
 * a real message (a page of text is about 3,000 characters).
 */
export const MESSAGE_MAX_CHARACTERS = 50_000;
