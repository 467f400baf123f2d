import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_CHARACTERS, measureRoom } from './form-fields.ts';

describe('measureRoom', () => {
  it.each([
    ['an empty field', 0, 50_000, null],
    ['just under 90%', 44_999, 5_001, null],
    ['at 90%', 45_000, 5_000, 5_000],
    ['between the first two marks', 45_188, 4_812, 5_000],
    ['at 98%', 49_000, 1_000, 1_000],
    ['past 99.8%', 49_901, 99, 100],
    ['full', 50_000, 0, 0],
    ['over the limit (a value set by a script)', 50_010, 0, 0],
  ])('%s: %i typed leaves %i, mark %s', (_name, length, left, mark) => {
    expect(measureRoom(length, MESSAGE_MAX_CHARACTERS)).toEqual({ left, mark });
  });

  it('changes its mark only a few times over the last 10% of the field', () => {
    const marks = new Set<number | null>();
    for (let length = 0; length <= MESSAGE_MAX_CHARACTERS; length += 1) {
      marks.add(measureRoom(length, MESSAGE_MAX_CHARACTERS).mark);
    }
    expect([...marks]).toEqual([null, 5_000, 1_000, 100, 0]);
  });

  it('scales to a short field', () => {
    expect(measureRoom(95, 100)).toEqual({ left: 5, mark: 10 });
    expect(measureRoom(100, 100)).toEqual({ left: 0, mark: 0 });
  });
});
