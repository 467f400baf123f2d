import { describe, expect, expectTypeOf, it } from 'vitest';
import { inFileOrder, neighbours, sortByNewest, sortByOrder, type CollectionsWithPosition } from './ordering';

describe('sortByOrder', () => {
  it('sorts by the order field without changing the input', () => {
    const input = [{ data: { order: 2 } }, { data: { order: 1 } }];
    expect(sortByOrder(input).map((entry) => entry.data.order)).toEqual([1, 2]);
    expect(input[0]?.data.order).toBe(2);
  });
});

describe('sortByNewest', () => {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);

  it.each([
    [
      ['2024-01-01', '2026-05-01', '2025-12-31'],
      ['2026-05-01', '2025-12-31', '2024-01-01'],
    ],
    [
      ['2026-03-01', '2026-03-01'],
      ['2026-03-01', '2026-03-01'],
    ],
    [[], []],
  ])('%j comes out as %j, without changing the input', (dates, newestFirst) => {
    const items = dates.map((date) => ({ date: day(date) }));
    const sorted = sortByNewest(items, (item) => item.date);
    expect(sorted.map((item) => item.date.toISOString().slice(0, 10))).toEqual(newestFirst);
    expect(items.map((item) => item.date.toISOString().slice(0, 10))).toEqual(dates);
  });
});

describe('neighbours', () => {
  it.each([
    [0, undefined, 'b'],
    [1, 'a', 'c'],
    [2, 'b', undefined],
  ])('at %i the previous is %s and the next is %s', (index, previous, next) => {
    expect(neighbours(['a', 'b', 'c'], index)).toEqual({ previous, next });
  });
});

describe('inFileOrder', () => {
  it('follows the position the loader recorded, not the ids', () => {
    const entries = [
      { id: 'a', data: { position: 3 } },
      { id: 'z', data: { position: 1 } },
      { id: 'm', data: { position: 2 } },
    ];
    expect(inFileOrder(entries, 'values').map((entry) => entry.id)).toEqual(['z', 'm', 'a']);
  });

  it('refuses a list whose entries have no position, naming the collection and entry', () => {
    const entries = [
      { id: 'a', data: { position: 1 } },
      { id: 'b', data: {} },
    ];
    expect(() => inFileOrder(entries, 'values')).toThrow(
      'Collection "values": entry "b" has no position in its file',
    );
  });
});

describe('CollectionsWithPosition (checked by npm run check)', () => {
  it('keeps the JSON lists and leaves out Markdown collections, old and new', () => {
    type Collections = CollectionsWithPosition<{
      gallery: { data: { position?: number; alt: string } };
      news: { data: { position: number; date: Date } };
      activities: { data: { order: number; title: string } };
      // A Markdown collection added later, which nobody listed anywhere.
      stories: { data: { order: number; title: string } };
    }>;
    expectTypeOf<Collections>().toEqualTypeOf<'gallery' | 'news'>();
  });
});
