import { describe, expect, it } from 'vitest';
import { nextItemIndex } from './menu-keys';

describe('nextItemIndex', () => {
  it.each([
    [0, 18, 'ArrowDown', 1],
    [17, 18, 'ArrowDown', 0],
    [0, 18, 'ArrowUp', 17],
    [5, 18, 'ArrowUp', 4],
    [-1, 18, 'ArrowDown', 0],
    [-1, 18, 'ArrowUp', 17],
    [9, 18, 'Home', 0],
    [3, 18, 'End', 17],
    [3, 18, 'Tab', null],
    [0, 0, 'ArrowDown', null],
  ] as const)('from %i of %i, %s goes to %s', (current, count, key, expected) => {
    expect(nextItemIndex(current, count, key)).toBe(expected);
  });
});
