/**
 * Drafts keep what a visitor typed across a reload or a browser crash until
 * the message is sent. These functions only turn values into stored text and
 * back; the island decides where the text lives (the tab's sessionStorage, so
 * a draft belongs to one tab and two tabs never write over each other).
 *
 * A draft is personal data on a possibly shared computer, and a tab can stay
 * open for weeks, so a draft is dropped a week after its last edit, and
 * anything unexpected in the stored text is ignored rather than trusted.
 */

import { MESSAGE_MAX_CHARACTERS } from './limits.ts';

export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

// As long as any message the forms can send, so nothing sendable is cut; it
// stops a corrupted entry from filling a field.
const MAX_FIELD_LENGTH = MESSAGE_MAX_CHARACTERS;

// Version 3: drafts of versions 1 and 2 lived in localStorage, shared by tabs.
const VERSION = 3;

export function draftStorageKey(formName: string): string {
  return `school-site:form-draft:${formName}`;
}

/** @param savedAt when the draft was last edited, in milliseconds since 1970 */
export function serializeDraft(values: Readonly<Partial<Record<string, string>>>, savedAt: number): string {
  return JSON.stringify({ version: VERSION, savedAt, values });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The named fields of a stored draft, empty where it has none or is unusable. */
export function parseDraft<Field extends string>(
  raw: string | null,
  fields: readonly Field[],
  now: number,
): Record<Field, string> {
  let data: unknown = null;
  try {
    data = JSON.parse(raw ?? 'null');
  } catch {
    // Broken text: no draft.
  }
  const usable =
    isRecord(data) &&
    data.version === VERSION &&
    typeof data.savedAt === 'number' &&
    now - data.savedAt <= DRAFT_MAX_AGE_MS &&
    isRecord(data.values);
  const stored = usable ? (data as { values: Record<string, unknown> }).values : {};
  return Object.fromEntries(
    fields.map((field) => {
      const value = stored[field];
      return [field, typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : ''];
    }),
  ) as Record<Field, string>;
}

/**
 * Empties the fields that still hold exactly what was sent. A field changed
 * since the send started (possible after a send without an answer) keeps its
 * text: it is not what was sent.
 */
export function clearSentFields<Field extends string>(
  values: Readonly<Record<Field, string>>,
  sent: Readonly<Record<Field, string>>,
): Record<Field, string> {
  const cleared: Record<Field, string> = { ...values };
  for (const field of Object.keys(sent) as Field[]) {
    if (values[field] === sent[field]) cleared[field] = '';
  }
  return cleared;
}
