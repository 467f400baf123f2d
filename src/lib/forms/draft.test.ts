import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftStorageKey, parseDraft, serializeDraft } from './draft.ts';

const fields = ['fullName', 'message'] as const;
const now = 1_750_000_000_000;

describe('form drafts', () => {
  it('round-trips the named fields, Unicode included', () => {
    const values = { fullName: 'ધ્રુવ 🌸', message: 'line one\nline two' };
    const stored = serializeDraft(values, fields, now);
    expect(parseDraft(stored, fields, now + 1000)).toEqual(values);
  });

  it('stores nothing when every field is blank', () => {
    expect(serializeDraft({ fullName: ' ', message: '' }, fields, now)).toBeNull();
  });

  it('keeps only the named fields (the honeypot is never one of them)', () => {
    const stored = serializeDraft({ fullName: 'A', message: 'B', website: 'spam' } as never, fields, now);
    expect(stored).not.toContain('spam');
  });

  it.each([
    ['no stored text', null],
    ['broken JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, savedAt: now, values: {} })],
    ['values not an object', JSON.stringify({ version: 1, savedAt: now, values: 'x' })],
    [
      'a draft older than a week',
      JSON.stringify({ version: 1, savedAt: now - DRAFT_MAX_AGE_MS - 1, values: {} }),
    ],
  ])('ignores %s', (_name, raw) => {
    expect(parseDraft(raw, fields, now)).toBeNull();
  });

  it('fills missing or non-text fields with empty text', () => {
    const raw = JSON.stringify({ version: 1, savedAt: now, values: { fullName: 42, message: 'Hi' } });
    expect(parseDraft(raw, fields, now)).toEqual({ fullName: '', message: 'Hi' });
  });

  it('uses one storage key per form', () => {
    expect(draftStorageKey('contact')).not.toBe(draftStorageKey('volunteer'));
  });
});
