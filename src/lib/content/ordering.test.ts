import { describe, expect, it } from 'vitest';
import { inSchoolOrder, sortByNewest } from './ordering';

describe('inSchoolOrder', () => {
  it('sorts by the order field without changing the input', () => {
    const input = [
      { id: 'a', data: { order: 2 } },
      { id: 'b', data: { order: 1 } },
    ];
    expect(inSchoolOrder(input).map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(input[0]?.id).toBe('a');
  });

  it('puts entries without an order last, by id, so a new entry staff left unnumbered still shows', () => {
    const input = [
      { id: 'z', data: {} },
      { id: 'c', data: {} },
      { id: 'x', data: { order: 2 } },
      { id: 'y', data: { order: 2 } },
    ];
    expect(inSchoolOrder(input).map((entry) => entry.id)).toEqual(['x', 'y', 'c', 'z']);
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
