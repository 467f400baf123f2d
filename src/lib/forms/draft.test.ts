import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  clearSentFields,
  draftStorageKey,
  draftValues,
  editDraft,
  hasNewerEdits,
  mergeDrafts,
  parseDraft,
  serializeDraft,
  type Draft,
} from './draft.ts';
import { MESSAGE_MAX_CHARACTERS } from './limits.ts';

const fields = ['fullName', 'message'] as const;
type Field = (typeof fields)[number];
const now = 1_750_000_000_000;

const entry = (value: string, savedAt: number) => ({ value, savedAt });

describe('stored drafts', () => {
  it('round-trip every field with its time, Unicode included', () => {
    const draft: Draft<Field> = { fullName: entry('ધ્રુવ 🌸', now), message: entry('line one\nline two', now) };
    expect(parseDraft(serializeDraft(draft), fields, now + 1000)).toEqual(draft);
  });

  it('keep an emptied field, so the emptying reaches other tabs', () => {
    const draft: Draft<Field> = { message: entry('', now) };
    expect(parseDraft(serializeDraft(draft), fields, now)).toEqual(draft);
  });

  it('read only the named fields (the honeypot is never one of them)', () => {
    const raw = JSON.stringify({
      version: 2,
      fields: { fullName: entry('A', now), website: entry('spam', now) },
    });
    expect(parseDraft(raw, fields, now)).toEqual({ fullName: entry('A', now) });
  });

  it('read a draft of the first version, which had one time for all fields', () => {
    const raw = JSON.stringify({ version: 1, savedAt: now, values: { fullName: 'A', message: 'B' } });
    expect(parseDraft(raw, fields, now)).toEqual({ fullName: entry('A', now), message: entry('B', now) });
  });

  it.each([
    ['no stored text', null],
    ['broken JSON', '{"version":2,'],
    ['another version', JSON.stringify({ version: 3, fields: { fullName: entry('A', now) } })],
    ['fields not an object', JSON.stringify({ version: 2, fields: 'x' })],
    ['a JSON array', '[]'],
    ['a non-text value', JSON.stringify({ version: 2, fields: { fullName: entry(42 as never, now) } })],
    ['no time', JSON.stringify({ version: 2, fields: { fullName: { value: 'A' } } })],
    [
      'an entry older than a week',
      JSON.stringify({ version: 2, fields: { fullName: entry('A', now - DRAFT_MAX_AGE_MS - 1) } }),
    ],
  ])('ignore %s', (_name, raw) => {
    expect(parseDraft(raw, fields, now)).toEqual({});
  });

  it('keep a message as long as the forms can send, whole', () => {
    const longest = 'x'.repeat(MESSAGE_MAX_CHARACTERS);
    const raw = serializeDraft({ message: entry(longest, now) });
    expect(parseDraft(raw, fields, now).message?.value).toBe(longest);
  });

  it('cut a corrupted, endless field down to size', () => {
    const raw = serializeDraft({ message: entry('x'.repeat(MESSAGE_MAX_CHARACTERS * 3), now) });
    expect(parseDraft(raw, fields, now).message?.value).toHaveLength(MESSAGE_MAX_CHARACTERS);
  });

  it('use one storage key per form', () => {
    expect(draftStorageKey('contact')).not.toBe(draftStorageKey('volunteer'));
  });
});

describe('mergeDrafts', () => {
  const cases: [string, Draft<Field>, Draft<Field>, Draft<Field>][] = [
    [
      'one tab typed the message, the other only the name: both are kept',
      { message: entry('A whole message', now) },
      { fullName: entry('x', now + 5) },
      { message: entry('A whole message', now), fullName: entry('x', now + 5) },
    ],
    [
      'the newer edit of the same field wins',
      { message: entry('old', now) },
      { message: entry('new', now + 1) },
      { message: entry('new', now + 1) },
    ],
    [
      'an older copy never overwrites a newer edit',
      { message: entry('new', now + 1) },
      { message: entry('old', now) },
      { message: entry('new', now + 1) },
    ],
    [
      'a newer emptying wins over older text',
      { message: entry('sent text', now) },
      { message: entry('', now + 1) },
      { message: entry('', now + 1) },
    ],
    [
      'a tie keeps the base',
      { message: entry('mine', now) },
      { message: entry('theirs', now) },
      { message: entry('mine', now) },
    ],
  ];

  it.each(cases)('%s', (_name, base, other, expected) => {
    expect(mergeDrafts(base, other)).toEqual(expected);
  });
});

describe('clearSentFields', () => {
  const sent = { fullName: 'Asha', message: 'Hello' };

  it('empties the fields that still hold what was sent, with the time of the send', () => {
    const draft: Draft<Field> = { fullName: entry('Asha', now), message: entry('Hello', now) };
    expect(clearSentFields(draft, sent, now + 9)).toEqual({
      fullName: entry('', now + 9),
      message: entry('', now + 9),
    });
  });

  it('keeps a field changed since the send started', () => {
    const draft: Draft<Field> = { fullName: entry('Asha', now), message: entry('Hello, and more', now + 3) };
    expect(clearSentFields(draft, sent, now + 9)).toEqual({
      fullName: entry('', now + 9),
      message: entry('Hello, and more', now + 3),
    });
  });

  it('dates the emptying at the start of the send, so an edit made meanwhile in another tab wins', () => {
    const sentAt = now + 10;
    const cleared = clearSentFields({ message: entry('Hello', now) }, sent, sentAt);
    const otherTab: Draft<Field> = { message: entry('Hello, edited during the send', now + 20) };
    expect(mergeDrafts(cleared, otherTab)).toEqual(otherTab);
    expect(mergeDrafts(otherTab, cleared)).toEqual(otherTab);
  });

  it('leaves fields that are already empty or not in the draft alone', () => {
    const draft: Draft<Field> = { message: entry('', now) };
    expect(clearSentFields(draft, { fullName: '', message: '' }, now + 9)).toEqual(draft);
  });
});

describe('editDraft and draftValues', () => {
  it('stamp the edited field and read every field, empty where there is none', () => {
    const draft = editDraft<Field>({}, 'message', 'Hi', now);
    expect(draft).toEqual({ message: entry('Hi', now) });
    expect(draftValues(draft, fields)).toEqual({ fullName: '', message: 'Hi' });
  });
});

describe('hasNewerEdits', () => {
  const cases: [string, Draft<Field>, Draft<Field>, boolean][] = [
    ['the same edits', { message: entry('a', now) }, { message: entry('a', now) }, false],
    ['a field the other lacks', { fullName: entry('A', now) }, {}, true],
    ['a newer edit of a field', { message: entry('b', now + 1) }, { message: entry('a', now) }, true],
    ['only older edits', { message: entry('a', now) }, { message: entry('b', now + 1) }, false],
    ['nothing at all', {}, { message: entry('b', now) }, false],
  ];

  it.each(cases)('%s -> %s', (_name, draft, other, expected) => {
    expect(hasNewerEdits(draft, other)).toBe(expected);
  });
});
