/**
 * Drafts keep what a visitor typed across a reload or a browser crash until
 * the message is sent. These functions only turn values into stored text and
 * back; the island decides where the text lives (localStorage).
 *
 * A draft is personal data on a possibly shared computer, so it is dropped
 * after a week and anything unexpected in it is ignored rather than trusted.
 */

export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

// Longer than any real message; stops a corrupted entry from filling a field.
const MAX_FIELD_LENGTH = 20_000;

interface StoredDraft {
  version: 1;
  savedAt: number;
  values: Record<string, unknown>;
}

export function draftStorageKey(formName: string): string {
  return `school-site:form-draft:${formName}`;
}

/** The text to store, or null when every field is empty (nothing worth keeping). */
export function serializeDraft<Field extends string>(
  values: Record<Field, string>,
  fields: readonly Field[],
  now: number,
): string | null {
  const kept = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
  if (Object.values(kept).every((value) => value.trim() === '')) return null;
  const draft: StoredDraft = { version: 1, savedAt: now, values: kept };
  return JSON.stringify(draft);
}

function isStoredDraft(data: unknown): data is StoredDraft {
  if (typeof data !== 'object' || data === null) return false;
  const draft = data as Partial<StoredDraft>;
  return (
    draft.version === 1 &&
    typeof draft.savedAt === 'number' &&
    typeof draft.values === 'object' &&
    draft.values !== null
  );
}

/** The stored values for the named fields, or null when there is no usable draft. */
export function parseDraft<Field extends string>(
  raw: string | null,
  fields: readonly Field[],
  now: number,
): Record<Field, string> | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredDraft(data)) return null;
  if (now - data.savedAt > DRAFT_MAX_AGE_MS) return null;
  const values = Object.fromEntries(
    fields.map((field) => {
      const value = data.values[field];
      return [field, typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : ''];
    }),
  ) as Record<Field, string>;
  return values;
}
