import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, createDraftStore, draftStorageKey, parseDraft, serializeDraft } from './draft.ts';
import { MESSAGE_MAX_CHARACTERS } from './form-fields.ts';

const fields = ['fullName', 'message'] as const;
const now = 1_750_000_000_000;
const none = { fullName: '', message: '' };

describe('stored drafts', () => {
  it('round-trip every field, Unicode included', () => {
    const values = { fullName: 'ધ્રુવ 🌸', message: 'line one\nline two' };
    expect(parseDraft(serializeDraft(values, now), fields, now + 1000)).toEqual(values);
  });

  it('read only the named fields (the honeypot is never one of them), empty where missing', () => {
    const raw = serializeDraft({ fullName: 'A', website: 'spam' }, now);
    expect(parseDraft(raw, fields, now)).toEqual({ fullName: 'A', message: '' });
  });

  it.each([
    ['no stored text', null],
    ['broken JSON', '{"version":3,'],
    ['a draft of the shared localStorage format', JSON.stringify({ version: 2, fields: { fullName: 'A' } })],
    ['values not an object', JSON.stringify({ version: 3, savedAt: now, values: 'x' })],
    ['a JSON array', '[]'],
    ['no time', JSON.stringify({ version: 3, values: { fullName: 'A' } })],
    ['a draft older than a week', serializeDraft({ fullName: 'A' }, now - DRAFT_MAX_AGE_MS - 1)],
  ])('ignore %s', (_name, raw) => {
    expect(parseDraft(raw, fields, now)).toEqual(none);
  });

  it('ignore a value that is not text', () => {
    const raw = JSON.stringify({ version: 3, savedAt: now, values: { fullName: 42, message: 'B' } });
    expect(parseDraft(raw, fields, now)).toEqual({ fullName: '', message: 'B' });
  });

  it('keep a message as long as the forms can send, whole', () => {
    const longest = 'x'.repeat(MESSAGE_MAX_CHARACTERS);
    expect(parseDraft(serializeDraft({ message: longest }, now), fields, now).message).toBe(longest);
  });

  it('cut a corrupted, endless field down to size', () => {
    const raw = serializeDraft({ message: 'x'.repeat(MESSAGE_MAX_CHARACTERS * 3) }, now);
    expect(parseDraft(raw, fields, now).message).toHaveLength(MESSAGE_MAX_CHARACTERS);
  });

  it('use one storage key per form', () => {
    expect(draftStorageKey('contact')).not.toBe(draftStorageKey('volunteer'));
  });
});

describe('clearing a sent draft', () => {
  const sent = { fullName: 'Asha', message: 'Hello' };

  function draftHolding(values: typeof sent) {
    const store = createDraftStore('contact', fields); // no storage here: the draft lives in memory
    for (const [field, value] of Object.entries(values)) store.setField(field, value);
    return store;
  }

  it('empties the fields that still hold what was sent', () => {
    const store = draftHolding(sent);
    store.clearSent(sent);
    expect(store.getSnapshot().values).toEqual(none);
  });

  it('keeps a field changed since the send started', () => {
    const store = draftHolding({ fullName: 'Asha', message: 'Hello, and more' });
    store.clearSent(sent);
    expect(store.getSnapshot().values).toEqual({ fullName: '', message: 'Hello, and more' });
  });
});
