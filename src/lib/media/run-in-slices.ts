/**
 * Works through a list a group at a time and hands the main thread back to
 * the browser whenever a slice of work has run for `budgetMs`. A slow phone
 * then never sees one long task: it can paint, scroll and answer a tap
 * between slices. Lighthouse counts every task over 50 ms (after its 4x CPU
 * slowdown, about 12 ms here) as blocking time.
 *
 * It always yields before the first group: the caller's own task has
 * already done its share of work by the time it asks for this.
 */
export interface SliceOptions {
  /** Items handed to `work` together. */
  groupSize: number;
  /** How long one slice may run before the browser gets a turn. */
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
