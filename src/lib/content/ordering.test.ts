import { describe, expect, it } from 'vitest';
import { neighbours, sortByNewest, sortByOrder } from './ordering';

describe('sortByOrder', () => {
  it('sorts by the order field without changing the input', () => {
    const input = [{ data: { order: 2 } }, { data: { order: 1 } }];
    expect(sortByOrder(input).map((entry) => entry.data.order)).toEqual([1, 2]);
    expect(input[0]?.data.order).toBe(2);
  });

  it('puts entries without an order last, so a new entry staff left unnumbered still shows', () => {
    const input = [{ data: {} }, { data: { order: 2 } }, { data: { order: 1 } }];
    expect(sortByOrder(input).map((entry) => entry.data.order)).toEqual([1, 2, undefined]);
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
