/**
 * Works through a list a group at a time, handing the main thread back to the browser whenever a
 * slice has run for `budgetMs`, so a slow phone never sees one long task (Lighthouse counts every
 * task over 50 ms, about 12 ms here before its 4x slowdown, as blocking time). It yields before
 * the first group too: the caller's task has already done its share.
 */
export interface SliceOptions {
  groupSize: number;
  budgetMs: number;
  now: () => number;
  yieldToBrowser: () => Promise<void>;
}

export async function runInSlices<T>(
  items: readonly T[],
  work: (group: T[]) => void,
  { groupSize, budgetMs, now, yieldToBrowser }: SliceOptions,
): Promise<void> {
  const size = Math.max(1, Math.floor(groupSize));
  let sliceStart = Number.NEGATIVE_INFINITY;
  for (let start = 0; start < items.length; start += size) {
    if (now() - sliceStart >= budgetMs) {
      await yieldToBrowser();
      sliceStart = now();
    }
    work(items.slice(start, start + size));
  }
}
