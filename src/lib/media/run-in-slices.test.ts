import { describe, expect, it } from 'vitest';
import { runInSlices, type SliceOptions } from './run-in-slices';

/** A clock that moves only when work is done, and a log of what ran between yields. */
function fakeBrowser(msPerItem: number) {
  let time = 0;
  const slices: number[][] = [];
  const options: Omit<SliceOptions, 'groupSize' | 'budgetMs'> = {
    now: () => time,
    yieldToBrowser: () => {
      slices.push([]);
      return Promise.resolve();
    },
  };
  const work = (group: number[]) => {
    if (slices.length === 0) throw new Error('work ran before the first yield');
    slices[slices.length - 1].push(...group);
    time += msPerItem * group.length;
  };
  return { options, slices, work };
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('runInSlices', () => {
  it('yields before the first group, then whenever a slice has used its budget', async () => {
    const browser = fakeBrowser(2);
    await runInSlices(numbers(10), browser.work, { ...browser.options, groupSize: 2, budgetMs: 5 });
    // Each group of 2 takes 4 ms: a slice fits 2 groups (4 ms, then 8 ms >= 5).
    expect(browser.slices).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it('keeps groups whole, even when one group alone is over budget', async () => {
    const browser = fakeBrowser(10);
    await runInSlices(numbers(5), browser.work, { ...browser.options, groupSize: 2, budgetMs: 5 });
    expect(browser.slices).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('hands every item over once, in order', async () => {
    const browser = fakeBrowser(0.3);
    await runInSlices(numbers(57), browser.work, { ...browser.options, groupSize: 4, budgetMs: 5 });
    expect(browser.slices.flat()).toEqual(numbers(57));
  });

  it('does nothing, not even yield, for an empty list', async () => {
    const browser = fakeBrowser(1);
    await runInSlices([], browser.work, { ...browser.options, groupSize: 4, budgetMs: 5 });
    expect(browser.slices).toEqual([]);
  });

  it('treats a group size below 1 as 1', async () => {
    const browser = fakeBrowser(1);
    await runInSlices(numbers(3), browser.work, { ...browser.options, groupSize: 0, budgetMs: 100 });
    expect(browser.slices).toEqual([[0, 1, 2]]);
  });
});
