import { describe, expect, it } from 'vitest';
import { inFileOrder, neighbours, sortByOrder } from './ordering';

describe('sortByOrder', () => {
  it('sorts by the order field without changing the input', () => {
    const input = [{ data: { order: 2 } }, { data: { order: 1 } }];
    expect(sortByOrder(input).map((entry) => entry.data.order)).toEqual([1, 2]);
    expect(input[0]?.data.order).toBe(2);
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
  it('follows the position the loader recorded, unknown positions last', () => {
    const entries = [
      { data: { position: 2, id: 'b' } },
      { data: { id: 'z' } },
      { data: { position: 1, id: 'a' } },
    ];
    expect(inFileOrder(entries).map((entry) => entry.data.id)).toEqual(['a', 'b', 'z']);
  });
});
