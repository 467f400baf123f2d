/**
 * Drafts keep what a visitor typed across a reload or a browser crash until
 * the message is sent. These functions only turn values into stored text and
 * back and combine drafts; the island decides where the text lives
 * (localStorage).
 *
 * Every field carries the time it was last edited, because one draft is
 * shared by every tab showing the same form: when two tabs write, each field
 * keeps its newest edit, so one tab's keystroke never wipes what another tab
 * typed in a different field. A field emptied on purpose (sent, or cleared by
 * the visitor) is kept as an empty entry with its time, so the emptying wins
 * over an older copy of the text in another tab.
 *
 * A draft is personal data on a possibly shared computer, so each field is
 * dropped a week after its last edit, and anything unexpected in the stored
 * text is ignored rather than trusted.
 */

import { MESSAGE_MAX_CHARACTERS } from './limits.ts';

export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

// As long as any message the forms can send, so nothing sendable is cut; it
// stops a corrupted entry from filling a field.
const MAX_FIELD_LENGTH = MESSAGE_MAX_CHARACTERS;

export interface DraftEntry {
  value: string;
  /** When the field was last edited, in milliseconds since 1970. */
  savedAt: number;
}

export type Draft<Field extends string> = Partial<Record<Field, DraftEntry>>;

export function draftStorageKey(formName: string): string {
  return `school-site:form-draft:${formName}`;
}

export function serializeDraft<Field extends string>(draft: Draft<Field>): string {
  return JSON.stringify({ version: 2, fields: draft });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readEntry(entry: unknown, now: number): DraftEntry | null {
  if (!isRecord(entry)) return null;
  const { value, savedAt } = entry;
  if (typeof value !== 'string' || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (now - savedAt > DRAFT_MAX_AGE_MS) return null;
  return { value: value.slice(0, MAX_FIELD_LENGTH), savedAt };
}

/** The stored entries as version 2 has them; version 1 kept one time for the whole draft. */
function storedEntries(data: Record<string, unknown>): Record<string, unknown> | null {
  if (data.version === 2 && isRecord(data.fields)) return data.fields;
  if (data.version === 1 && isRecord(data.values)) {
    const { savedAt, values } = data;
    return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, { value, savedAt }]));
  }
  return null;
}

/** The usable entries of the named fields in a stored text; empty when there is none. */
export function parseDraft<Field extends string>(
  raw: string | null,
  fields: readonly Field[],
  now: number,
): Draft<Field> {
  if (raw === null) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  const entries = isRecord(data) ? storedEntries(data) : null;
  if (entries === null) return {};
  const draft: Draft<Field> = {};
  for (const field of fields) {
    const entry = readEntry(entries[field], now);
    if (entry !== null) draft[field] = entry;
  }
  return draft;
}

/** Both drafts combined, field by field: the newer edit wins, a tie keeps the base. */
export function mergeDrafts<Field extends string>(base: Draft<Field>, other: Draft<Field>): Draft<Field> {
  const merged: Draft<Field> = { ...base };
  for (const [field, entry] of Object.entries(other) as [Field, DraftEntry | undefined][]) {
    const current = merged[field];
    if (entry !== undefined && (current === undefined || entry.savedAt > current.savedAt)) {
      merged[field] = entry;
    }
  }
  return merged;
}

export function editDraft<Field extends string>(
  draft: Draft<Field>,
  field: Field,
  value: string,
  now: number,
): Draft<Field> {
  return { ...draft, [field]: { value, savedAt: now } };
}

/**
 * Empties the fields that still hold exactly what was sent. A field changed
 * since (in this tab or another) keeps its text: it is not what was sent.
 *
 * The emptying carries the time the send started, not the time it ended:
 * another tab's edit made while the message was on its way is newer, so it
 * wins wherever the drafts meet, even if this tab had not seen it yet.
 */
export function clearSentFields<Field extends string>(
  draft: Draft<Field>,
  sent: Readonly<Record<Field, string>>,
  sentAt: number,
): Draft<Field> {
  const cleared: Draft<Field> = { ...draft };
  for (const field of Object.keys(sent) as Field[]) {
    const entry = draft[field];
    if (entry !== undefined && entry.value !== '' && entry.value === sent[field]) {
      // The same text typed again after the send started is cleared too, as an edit after it.
      cleared[field] = { value: '', savedAt: Math.max(sentAt, entry.savedAt + 1) };
    }
  }
  return cleared;
}

/** True when the draft holds an edit that the other one lacks or has in an older state. */
export function hasNewerEdits<Field extends string>(draft: Draft<Field>, other: Draft<Field>): boolean {
  return (Object.entries(draft) as [Field, DraftEntry | undefined][]).some(([field, entry]) => {
    const theirs = other[field];
    return entry !== undefined && (theirs === undefined || entry.savedAt > theirs.savedAt);
  });
}

/** The value of every named field, empty where the draft has none. */
export function draftValues<Field extends string>(
  draft: Draft<Field>,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, draft[field]?.value ?? ''])) as Record<
    Field,
    string
  >;
}
