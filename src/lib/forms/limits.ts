/**
 * How long what a visitor types may be, in characters (UTF-16 code units,
 * as the browser's maxlength counts them). The fields take no more, a draft
 * keeps up to this, and the local outbox accepts the longest message the
 * forms compose from it.
 */

/**
 * The message field, as documented. Far above a real message (a page of text
 * is about 3,000 characters).
 */
export const MESSAGE_MAX_CHARACTERS = 50_000;

/**
 * Every text field. The city and phone travel in the volunteer's message, so
 * they are bounded too; the others are roomy for any real name or address.
 */
export const FIELD_MAX_CHARACTERS: Readonly<Record<string, number>> = {
  fullName: 200,
  email: 254,
  phone: 30,
  city: 100,
  message: MESSAGE_MAX_CHARACTERS,
};

/**
 * The longest message the forms send: the visitor's text plus what the form
 * adds, "Message : " and, from volunteers, the role, city and phone lines
 * (under 300 characters with the limits above; a test builds the longest).
 */
export const COMPOSED_MESSAGE_MAX_CHARACTERS = MESSAGE_MAX_CHARACTERS + 1_000;

/** How near its limit a text is: what the field says, and what a screen reader is told. */
export interface Room {
  /** Characters that can still be typed. */
  left: number;
  /**
   * Null until the text nears the limit; then the smallest mark at or above
   * `left`. It changes only as the text passes a mark, so a live region
   * holding it speaks a few times, not at every key.
   */
  mark: number | null;
}

// Shares of the limit: the first is where the field starts saying the room left (at 90%).
const MARKS = [0.1, 0.02, 0.002, 0];

export function measureRoom(length: number, max: number): Room {
  const left = Math.max(0, max - length);
  const passed = MARKS.map((share) => Math.round(max * share)).filter((mark) => left <= mark);
  return { left, mark: passed.at(-1) ?? null };
}
